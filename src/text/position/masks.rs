//! Sets of alphabets: which alphabets a character or a player line fits
//! and what it means there, and the per-byte table the row decoder reads.
//! The reader starts from every alphabet (or the one `--alphabet` names)
//! and narrows the set as it reads; an empty set is an error that names
//! the characters that clash.

use super::*;

/// A bit set over [`ALPHABETS`].
pub type AlphaMask = u8;
pub const ALL_ALPHABETS: AlphaMask = (1 << ALPHABETS.len()) - 1;

/// Which alphabets contain character `b`, and what it means there.
fn cell_meaning(b: u8) -> Option<(Option<Color>, AlphaMask)> {
    let mut mask = 0;
    let mut meaning = None;
    for (i, a) in ALPHABETS.iter().enumerate() {
        let m = match b {
            _ if b == a.black => Some(Color::Black),
            _ if b == a.white => Some(Color::White),
            _ if b == a.empty => None,
            _ => continue,
        };
        mask |= 1 << i;
        meaning = Some(m);
    }
    meaning.map(|m| (m, mask))
}

/// Decode table: per byte, its meaning (0 empty, 1 black, 2 white, 3 not a
/// cell) and the alphabets it belongs to.
pub struct Decoder {
    pub code: [u8; 256],
    pub mask: [AlphaMask; 256],
}

impl Decoder {
    pub fn new(allowed: AlphaMask) -> Decoder {
        let mut d = Decoder {
            code: [3; 256],
            mask: [0; 256],
        };
        // Only the alphabets' own characters: a decoder is made per board,
        // and small boards come by the hundred thousand. No character means
        // two things in two alphabets (a test checks it), so the codes agree.
        for (i, a) in ALPHABETS.iter().enumerate() {
            if allowed & (1 << i) == 0 {
                continue;
            }
            for (b, code) in [(a.empty, 0), (a.black, 1), (a.white, 2)] {
                d.code[b as usize] = code;
                d.mask[b as usize] |= 1 << i;
            }
        }
        d
    }
}

/// The names of the alphabets in `mask`, for messages.
pub fn mask_names(mask: AlphaMask) -> String {
    let names: Vec<_> = (0..ALPHABETS.len())
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| ALPHABETS[i].name)
        .collect();
    names.join(" or ")
}

/// A player line's meaning: the colour and the alphabets it fits.
pub fn player_meaning(text: &[u8]) -> Option<(Color, AlphaMask)> {
    if text.eq_ignore_ascii_case(b"black") {
        return Some((Color::Black, ALL_ALPHABETS));
    }
    if text.eq_ignore_ascii_case(b"white") {
        return Some((Color::White, ALL_ALPHABETS));
    }
    match text {
        // `b` and `w` are cells of no alphabet: any case is unambiguous.
        b"B" | b"b" => Some((Color::Black, ALL_ALPHABETS)),
        b"W" | b"w" => Some((Color::White, ALL_ALPHABETS)),
        [b] => match cell_meaning(*b)? {
            (Some(c), mask) => Some((c, mask)),
            (None, _) => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoder_agrees_with_cell_meaning() {
        for allowed in 0..=ALL_ALPHABETS {
            let d = Decoder::new(allowed);
            for b in 0..=255u8 {
                let want = cell_meaning(b).filter(|&(_, m)| m & allowed != 0);
                match want {
                    None => assert_eq!((d.code[b as usize], d.mask[b as usize]), (3, 0)),
                    Some((meaning, m)) => {
                        let code = match meaning {
                            None => 0,
                            Some(Color::Black) => 1,
                            Some(Color::White) => 2,
                        };
                        assert_eq!(
                            (d.code[b as usize], d.mask[b as usize]),
                            (code, m & allowed)
                        );
                    }
                }
            }
        }
    }
}
