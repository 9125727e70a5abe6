//! The cell alphabets (`B W .`, `X O .`, `1 2 0`...): each one's three
//! characters and its name for `--alphabet`, in the order of preference
//! the reader narrows them in, and the ones some dialects always write.

use super::*;

/// A set of three cell characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alphabet {
    /// The name used by `--alphabet`, e.g. `BW.`.
    pub name: &'static str,
    /// Black's character.
    pub black: u8,
    /// White's character.
    pub white: u8,
    /// The empty square's character.
    pub empty: u8,
}

/// The alphabets recognised, in order of preference.
pub const ALPHABETS: [Alphabet; 6] = [
    Alphabet {
        name: "BW.",
        black: b'B',
        white: b'W',
        empty: b'.',
    },
    Alphabet {
        name: "BW-",
        black: b'B',
        white: b'W',
        empty: b'-',
    },
    Alphabet {
        name: "XO.",
        black: b'X',
        white: b'O',
        empty: b'.',
    },
    Alphabet {
        name: "xo.",
        black: b'x',
        white: b'o',
        empty: b'.',
    },
    Alphabet {
        name: "*+.",
        black: b'*',
        white: b'+',
        empty: b'.',
    },
    Alphabet {
        name: "120",
        black: b'1',
        white: b'2',
        empty: b'0',
    },
];

impl Alphabet {
    /// The three characters, for the packed row decoder and writers.
    pub fn cells(&self) -> CellChars {
        CellChars {
            black: self.black,
            white: self.white,
            empty: self.empty,
        }
    }
}

/// The standard alphabet, `B W .`.
pub const STANDARD: &Alphabet = &ALPHABETS[0];
/// `B W -`: UVa 220 and CodinGame.
pub const DASHED: &Alphabet = &ALPHABETS[1];
/// `X O .`: code.golf.
pub const CROSSES: &Alphabet = &ALPHABETS[2];
/// `* + .`: Nowcoder.
pub const STARS: &Alphabet = &ALPHABETS[4];
/// `b w -`: kotamanegi. Not one of [`ALPHABETS`]: the lenient reader
/// never guesses it (`b` and `w` would read as two more cell letters).
pub const LOWER_DASHED: &Alphabet = &Alphabet {
    name: "bw-",
    black: b'b',
    white: b'w',
    empty: b'-',
};

/// `b w .`: yukicoder. Not one of [`ALPHABETS`], as [`LOWER_DASHED`].
pub const LOWER_DOTTED: &Alphabet = &Alphabet {
    name: "bw.",
    black: b'b',
    white: b'w',
    empty: b'.',
};

/// The alphabet named `name` (as `--alphabet` takes it).
pub fn alphabet_named(name: &str) -> Option<&'static Alphabet> {
    ALPHABETS.iter().find(|a| a.name == name)
}

/// The alphabet an `--alphabet NAME` option names (`None` without the
/// option); an unknown name is a usage error listing the known ones.
pub fn alphabet_option(name: Option<&str>) -> Result<Option<&'static Alphabet>> {
    name.map(|name| {
        alphabet_named(name).ok_or_else(|| {
            Error::usage(format!(
                "unknown --alphabet `{name}`: expected one of {}",
                alphabet_names()
            ))
        })
    })
    .transpose()
}

/// The names of all alphabets, for help and error texts.
pub fn alphabet_names() -> String {
    ALPHABETS
        .iter()
        .map(|a| a.name)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_character_means_two_things() {
        for a in ALPHABETS {
            for b in ALPHABETS {
                for (x, mx) in [(a.empty, 0), (a.black, 1), (a.white, 2)] {
                    for (y, my) in [(b.empty, 0), (b.black, 1), (b.white, 2)] {
                        assert!(
                            x != y || mx == my,
                            "`{}` in {} and {}",
                            x as char,
                            a.name,
                            b.name
                        );
                    }
                }
            }
        }
    }
}
