//! Input text as the README's "all dialects" rule reads it, for the newer
//! dialects' oracles: a byte order mark is skipped, `\r\n` ends a line
//! like `\n`, and spaces at the end of a line are not there; or the
//! input as whitespace-separated tokens.

use super::dice::Dice;

/// The lines of `input` without their line ends and trailing spaces. A last
/// line without `\n` counts; the empty piece after a final `\n` does not.
pub fn lines(input: &[u8]) -> Vec<&[u8]> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let mut out: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    for line in &mut out {
        let mut l: &[u8] = line.strip_suffix(b"\r").unwrap_or(line);
        while let Some(rest) = l.strip_suffix(b" ") {
            l = rest;
        }
        *line = l;
    }
    out
}

/// The tokens of `input`, each with its 1-based line and column.
pub fn tokens(input: &[u8]) -> Vec<(usize, usize, &[u8])> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let mut out = Vec::new();
    for (l, line) in input.split(|&b| b == b'\n').enumerate() {
        let mut i = 0;
        while i < line.len() {
            if line[i].is_ascii_whitespace() {
                i += 1;
                continue;
            }
            let start = i;
            while i < line.len() && !line[i].is_ascii_whitespace() {
                i += 1;
            }
            out.push((l + 1, start + 1, &line[start..i]));
        }
    }
    out
}

/// The tokens `all` laid out as input text in one of three ways the die
/// picks: `per_line[i]` tokens on line i, all on one line, or each token
/// followed by random whitespace (tabs, `\r\n`, blank lines).
pub fn layout(all: &[String], per_line: &[usize], dice: &mut Dice) -> String {
    let mut text = String::new();
    match dice.below(3) {
        0 => {
            let mut i = 0;
            for &k in per_line {
                text.push_str(&all[i..i + k].join(" "));
                text.push('\n');
                i += k;
            }
        }
        1 => {
            text.push_str(&all.join(" "));
            text.push('\n');
        }
        _ => {
            let gaps = [" ", " ", "\n", "  ", "\t", "\r\n", "\n\n", " \n "];
            for tok in all {
                text.push_str(tok);
                text.push_str(dice.pick(&gaps));
            }
        }
    }
    text
}

/// `Err` unless every line from `from` on is blank: text after the input is
/// outside every one-case format here.
pub fn only_blank_after(lines: &[&[u8]], from: usize) -> Result<(), String> {
    match lines.iter().skip(from).position(|l| !l.is_empty()) {
        None => Ok(()),
        Some(i) => Err(format!("line {}: text after the input", from + i + 1)),
    }
}

mod tests {
    use super::*;

    #[test]
    fn bom_crlf_trailing_spaces_and_the_last_line() {
        let got = lines(b"\xEF\xBB\xBFab  \r\n\r\n c\nd");
        assert_eq!(got, [&b"ab"[..], b"", b" c", b"d"]);
        assert_eq!(lines(b"x\n"), [&b"x"[..]]);
        assert!(lines(b"").is_empty());
        assert!(only_blank_after(&lines(b"a\n\n  \n"), 1).is_ok());
        assert!(only_blank_after(&lines(b"a\n\nb\n"), 1).is_err());
    }
}
