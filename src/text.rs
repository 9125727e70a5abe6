//! Board text in and out: input read a line or a token at a time with
//! its places, board rows packed eight cells a step, square names, cost
//! grids. (Quoting input in messages is [`crate::quote`]; game records
//! and JSON, [`crate::records`].)

#[cfg(feature = "variants")]
pub mod costs;
pub mod fixed;
#[cfg(feature = "variants")]
pub mod multiplayer;
pub mod notation;
pub mod packed;
pub mod position;
pub mod reader;
pub mod start;
pub mod swar;
#[cfg(feature = "thin-boards")]
pub mod transposed;
pub mod validate;

/// The words of `line` (runs of bytes other than ASCII whitespace), each
/// with its 1-based column.
pub fn words(line: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    fields(line, |b| b.is_ascii_whitespace())
}

/// The fields of `line`: its runs of bytes that `separates` does not
/// take for separators, each with its 1-based column.
pub fn fields(line: &[u8], separates: fn(u8) -> bool) -> impl Iterator<Item = (usize, &[u8])> {
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < line.len() && separates(line[i]) {
            i += 1;
        }
        (i < line.len()).then(|| {
            let start = i;
            while i < line.len() && !separates(line[i]) {
                i += 1;
            }
            (start + 1, &line[start..i])
        })
    })
}

// The `[u8]::trim_ascii*` methods, which judges' older compilers lack.

/// `b` without its leading ASCII whitespace.
pub fn trim_ascii_start(b: &[u8]) -> &[u8] {
    let n = b.iter().take_while(|c| c.is_ascii_whitespace()).count();
    &b[n..]
}

/// `b` without its trailing ASCII whitespace.
pub fn trim_ascii_end(b: &[u8]) -> &[u8] {
    let n = b
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_whitespace())
        .count();
    &b[..b.len() - n]
}

/// `b` without its leading and trailing ASCII whitespace.
pub fn trim_ascii(b: &[u8]) -> &[u8] {
    trim_ascii_end(trim_ascii_start(b))
}
