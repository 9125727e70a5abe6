//! The command table is the one registry: every fixtures folder is a
//! command, every dialect has fixtures and a generator, and each command's
//! module (which the bundler reads) is a source file the bundler holds.

use crate::support::fixtures::{fixture_cases, fixture_commands};
use othello::bundle::SOURCES;
use othello::cli::command::Kind;
use othello::commands::{find, COMMANDS};

#[test]
fn every_fixtures_folder_is_a_command() {
    for name in fixture_commands() {
        assert!(
            find(&name).is_some(),
            "fixtures/{name}/ names no command in othello::commands::COMMANDS"
        );
    }
}

#[test]
fn every_dialect_has_fixtures() {
    for c in COMMANDS.iter().filter(|c| c.kind == Kind::Dialect) {
        assert!(
            !fixture_cases(c.name).is_empty(),
            "dialect `{}` has no fixtures/{}/*.in",
            c.name,
            c.name
        );
    }
}

#[test]
fn dialects_and_only_dialects_carry_a_generator() {
    for c in COMMANDS {
        match c.gen {
            Some(_) => assert_eq!(c.kind, Kind::Dialect, "tool `{}` has a generator", c.name),
            None => assert_eq!(c.kind, Kind::Tool, "dialect `{}` has no generator", c.name),
        }
    }
}

#[test]
fn every_command_module_is_a_bundled_source() {
    for c in COMMANDS {
        // `module_path!()`: the crate's name, then the path from its root.
        let (krate, path) = c.module.split_once("::").expect("a module under the root");
        assert_eq!(krate, "othello", "{}", c.name);
        let file = path.replace("::", "/");
        let known = |p: String| SOURCES.iter().any(|s| s.path == p);
        assert!(
            known(format!("{file}.rs")) || known(format!("{file}/mod.rs")),
            "`{}`: its module {} has no file in bundle::SOURCES",
            c.name,
            c.module
        );
        let folder = match c.kind {
            Kind::Dialect => "dialects::",
            Kind::Tool => "tools::",
        };
        assert!(path.starts_with(folder), "{}: {}", c.name, c.module);
    }
}
