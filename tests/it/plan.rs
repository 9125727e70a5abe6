//! The module plan of `src/lib.rs` is true: its block of floors names
//! every top-level module once, and every `crate::NAME` path in a
//! module's code (comments and unit tests aside) points to a floor below
//! the module's own.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// `src/` of the crate.
fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The floors of the plan, top first: the lines of the first ```text
/// block of lib.rs's module doc.
fn floors() -> Vec<Vec<String>> {
    let lib = fs::read_to_string(src().join("lib.rs")).expect("src/lib.rs");
    let lines: Vec<&str> = lib
        .lines()
        .map(|l| l.strip_prefix("//!").unwrap_or("").trim())
        .skip_while(|l| *l != "```text")
        .skip(1)
        .take_while(|l| *l != "```")
        .collect();
    assert!(
        !lines.is_empty(),
        "src/lib.rs has no ```text block of floors"
    );
    lines
        .iter()
        .map(|l| l.split_whitespace().map(String::from).collect())
        .collect()
}

/// The top-level modules: each file or folder directly under `src/` but
/// `lib.rs` and `main.rs`, with the Rust files that make it up.
fn modules() -> BTreeMap<String, Vec<PathBuf>> {
    let mut mods: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for entry in fs::read_dir(src()).expect("src/ is readable") {
        let path = entry.expect("an entry of src/").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let name = name.strip_suffix(".rs").unwrap_or(&name).to_string();
        if name == "lib" || name == "main" || !(path.is_dir() || path.extension().is_some()) {
            continue;
        }
        let files = mods.entry(name).or_default();
        rust_files(&path, files);
    }
    mods
}

fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        for entry in fs::read_dir(path).expect("a readable folder") {
            rust_files(&entry.expect("an entry").path(), out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        out.push(path.to_path_buf());
    }
}

/// The code of a file without its comments and its unit tests: a file
/// named `tests.rs` is a unit-test module, and a `#[cfg(test)] mod tests
/// {` runs to the end of its file (tests sit at the bottom).
fn code(path: &Path) -> String {
    if path.file_name().is_some_and(|n| n == "tests.rs") {
        return String::new();
    }
    strip(&fs::read_to_string(path).expect("a readable source file"))
}

/// `text` without its comments and its `#[cfg(test)] mod tests {`.
fn strip(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests {") {
        Some(at) => &text[..at],
        None => text,
    };
    text.lines()
        .map(|l| match l.find("//") {
            Some(at) => &l[..at],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names `NAME` of the `crate::NAME` paths in `code`.
fn arrows(code: &str) -> Vec<String> {
    code.match_indices("crate::")
        .filter(|(at, _)| {
            let before = code[..*at].chars().next_back();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
        .map(|(at, m)| {
            code[at + m.len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect()
        })
        .collect()
}

#[test]
fn the_floors_name_every_module_once() {
    let mut planned: Vec<String> = floors().concat();
    planned.sort();
    let mut dup = planned.clone();
    dup.dedup();
    assert_eq!(
        planned, dup,
        "a module is on two floors of src/lib.rs's plan"
    );
    let actual: Vec<String> = modules().into_keys().collect();
    assert_eq!(
        planned, actual,
        "src/lib.rs's floors and the modules under src/ differ"
    );
}

#[test]
fn every_arrow_points_down() {
    let floor: BTreeMap<String, usize> = floors()
        .into_iter()
        .enumerate()
        .flat_map(|(i, names)| names.into_iter().map(move |n| (n, i)))
        .collect();
    let mut wrong = Vec::new();
    for (module, files) in modules() {
        let own = *floor
            .get(&module)
            .unwrap_or_else(|| panic!("src/{module} is on no floor of src/lib.rs's plan"));
        for file in files {
            for target in arrows(&code(&file)) {
                match floor.get(&target) {
                    Some(&f) if f > own || target == module => {}
                    Some(_) => wrong.push(format!(
                        "{}: crate::{target} (floor {}) from {module} (floor {})",
                        file.strip_prefix(src()).unwrap().display(),
                        floor[&target] + 1,
                        own + 1
                    )),
                    // `crate::run`, `crate::help` and the like: lib.rs.
                    None => {}
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "arrows that do not point down the plan of src/lib.rs:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn arrows_are_read_from_code_only() {
    let text = "use crate::board::Board; // crate::tools\n\
                let x = my_crate::text::y + crate::rules::Z;\n\
                #[cfg(test)]\nmod tests {\n    use crate::engine;\n}\n";
    assert_eq!(arrows(&strip(text)), ["board", "rules"]);
}
