//! The weights file: a header, every stage's stored weights as
//! variable-length integers, and a checksum.
//!
//! Layout (integers little-endian):
//!
//! | bytes | what |
//! |-------|------|
//! | 8     | `OTHEVAL1` |
//! | 4     | stages |
//! | 4     | stored weights per stage |
//! | 8     | FNV-1a of the pattern layout (the squares of every pattern and the scalar tables' sizes): weights fitted for other patterns are refused |
//! | ...   | stage by stage, each weight (hundredths of a disc, an `i16`) zigzag-encoded as an unsigned LEB128 number: most weights are small, and a pattern configuration never seen in training is 0 (one byte) |
//! | 8     | FNV-1a of every byte before it |

use super::patterns::{PATTERNS, SCALARS};
use std::fmt;

/// The file's first bytes.
const MAGIC: &[u8; 8] = b"OTHEVAL1";

/// Why bytes are not a weights file for this program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadWeights {
    /// Too short for a header, or ends inside the weights.
    Truncated,
    /// Not a weights file.
    Magic,
    /// Fitted for other patterns or another number of stages.
    Layout,
    /// The checksum does not match: the bytes were changed.
    Checksum,
    /// Bytes after the checksum, or a weight beyond an `i16`.
    Malformed,
}

impl fmt::Display for BadWeights {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            BadWeights::Truncated => "truncated weights file",
            BadWeights::Magic => "not a weights file (it does not start with OTHEVAL1)",
            BadWeights::Layout => "weights file for other patterns or stages",
            BadWeights::Checksum => "corrupt weights file (checksum mismatch)",
            BadWeights::Malformed => "malformed weights file",
        })
    }
}

/// FNV-1a, 64 bits: a checksum that catches changed bytes (not an
/// adversary).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01B3);
    }
    h
}

/// The fingerprint of the pattern layout, stored in the header.
pub fn layout_hash() -> u64 {
    let mut bytes = Vec::new();
    for p in &PATTERNS {
        bytes.extend(p.squares.iter().map(|&s| s as u8));
        bytes.push(0xFF);
        bytes.extend(p.images.iter().map(|&k| k as u8));
        bytes.push(0xFE);
    }
    for (_, size) in SCALARS {
        bytes.extend((size as u32).to_le_bytes());
    }
    fnv1a(&bytes)
}

/// The file of `weights`, `stages` stages of `per_stage` weights each.
pub fn encode(weights: &[i16], stages: usize, per_stage: usize) -> Vec<u8> {
    assert_eq!(weights.len(), stages * per_stage);
    let mut out = Vec::with_capacity(weights.len() + 40);
    out.extend_from_slice(MAGIC);
    out.extend((stages as u32).to_le_bytes());
    out.extend((per_stage as u32).to_le_bytes());
    out.extend(layout_hash().to_le_bytes());
    for &w in weights {
        let mut z = ((w as i32) << 1 ^ (w as i32) >> 31) as u32;
        while z >= 0x80 {
            out.push(z as u8 | 0x80);
            z >>= 7;
        }
        out.push(z as u8);
    }
    let sum = fnv1a(&out);
    out.extend(sum.to_le_bytes());
    out
}

/// Whether `bytes` hold `n` variable-length integers and a checksum
/// after them.
fn holds(bytes: &[u8], n: usize) -> bool {
    // The last byte of each integer is the one without the high bit.
    let ends = bytes.iter().enumerate().filter(|(_, &b)| b & 0x80 == 0);
    let end = match n.checked_sub(1) {
        None => 0,
        Some(last) => match ends.map(|(at, _)| at + 1).nth(last) {
            Some(end) => end,
            None => return false,
        },
    };
    bytes.len() - end >= 8
}

/// The weights in `bytes`, which must hold `stages` stages of `per_stage`
/// weights for this program's patterns.
pub fn decode(bytes: &[u8], stages: usize, per_stage: usize) -> Result<Vec<i16>, BadWeights> {
    if bytes.len() < 32 {
        return Err(if bytes.starts_with(MAGIC) || MAGIC.starts_with(bytes) {
            BadWeights::Truncated
        } else {
            BadWeights::Magic
        });
    }
    if &bytes[..8] != MAGIC {
        return Err(BadWeights::Magic);
    }
    let (body, sum) = bytes.split_at(bytes.len() - 8);
    let word = |at: usize| u32::from_le_bytes([body[at], body[at + 1], body[at + 2], body[at + 3]]);
    let header_ok = word(8) as usize == stages
        && word(12) as usize == per_stage
        && body[16..24] == layout_hash().to_le_bytes();
    let sum_ok = sum == fnv1a(body).to_le_bytes();
    match (header_ok, sum_ok) {
        // A file cut short has a "checksum" from its weights: when the
        // weights its header announces do not fit in it, it is short.
        (true, false) if !holds(&bytes[24..], stages * per_stage) => {
            return Err(BadWeights::Truncated)
        }
        (_, false) => return Err(BadWeights::Checksum),
        (false, true) => return Err(BadWeights::Layout),
        (true, true) => {}
    }
    let mut weights = Vec::with_capacity(stages * per_stage);
    let mut at = 24;
    while weights.len() < stages * per_stage {
        let mut z: u32 = 0;
        let mut shift = 0;
        loop {
            let b = *body.get(at).ok_or(BadWeights::Truncated)?;
            at += 1;
            if shift > 14 {
                return Err(BadWeights::Malformed);
            }
            z |= ((b & 0x7F) as u32) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                break;
            }
        }
        let w = (z >> 1) as i32 ^ -((z & 1) as i32);
        weights.push(i16::try_from(w).map_err(|_| BadWeights::Malformed)?);
    }
    if at != body.len() {
        return Err(BadWeights::Malformed);
    }
    Ok(weights)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_every_kind_of_damage() {
        let weights: Vec<i16> = vec![0, 1, -1, 63, -64, 64, 300, -300, i16::MAX, i16::MIN, 7, 0];
        let bytes = encode(&weights, 3, 4);
        assert_eq!(decode(&bytes, 3, 4), Ok(weights));
        assert_eq!(decode(&bytes, 4, 3), Err(BadWeights::Layout));
        assert_eq!(decode(&bytes[..20], 3, 4), Err(BadWeights::Truncated));
        assert_eq!(
            decode(b"hello, world, this is not weights", 3, 4),
            Err(BadWeights::Magic)
        );
        let mut changed = bytes.clone();
        changed[30] ^= 1;
        assert_eq!(decode(&changed, 3, 4), Err(BadWeights::Checksum));
        // A file cut short and re-summed still fails: its weights end early.
        let mut cut = bytes[..bytes.len() - 10].to_vec();
        let sum = fnv1a(&cut);
        cut.extend(sum.to_le_bytes());
        assert_eq!(decode(&cut, 3, 4), Err(BadWeights::Truncated));
        // Cut short, not re-summed: its last bytes are weights, not a sum.
        for keep in 24..bytes.len() {
            assert_eq!(
                decode(&bytes[..keep], 3, 4),
                Err(BadWeights::Truncated),
                "{keep}"
            );
        }
    }
}
