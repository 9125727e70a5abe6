//! Text in and out: line and token reading, board text, square names.

#[cfg(feature = "variants")]
pub mod costs;
#[cfg(feature = "tools")]
pub mod ffo;
pub mod fixed;
#[cfg(feature = "tools")]
pub mod ggf;
pub mod json;
#[cfg(feature = "variants")]
pub mod multiplayer;
pub mod notation;
#[cfg(feature = "tools")]
pub mod obf;
pub mod packed;
pub mod position;
pub mod quote;
pub mod reader;
pub mod start;
pub mod swar;
#[cfg(feature = "tools")]
pub mod transposed;
pub mod validate;
#[cfg(feature = "tools")]
pub mod visible;

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
