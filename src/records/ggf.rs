//! GGF game records (the Generic Game Format of GGS and NBoard): a start
//! position, the moves, and the tags around them.
//!
//! ```text
//! (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5/0.00/1.2]W[d6]B[PA];)
//! ```
//!
//! A record is `(;`, properties `NAME[value]` (a `]` inside a value is
//! written `\]`, a `\` as `\\`), then `;)`. `BO[8 cells side]` is the
//! start: 64 cells from a1 row by row, `*` black, `O` white, `-` empty
//! (blanks between them allowed), then `*` or `O` to move; without it the
//! game starts from the standard position, black to move. `B[MOVE]` and
//! `W[MOVE]` are the moves in order: a square (`f5`, `F5`) or `PA` (also
//! `PASS`) for a pass, optionally followed by `/EVAL` and `/EVAL/TIME`
//! (kept as written). Every other property (`GM`, `PB`, `TI`, `RE`, ...)
//! is kept in order. A GGS match line holds a count and that many records:
//! `1 (;...;)`, `2 (;...;) (;...;)`.
//!
//! [`parse`] reads one record; [`parse_match`] a line of them;
//! [`Record::replay`] checks the moves against the rules (a move by the
//! colour not to move is an illegal move, except that a side with no legal
//! move may be skipped without its `PA`); [`render`] writes a record back.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::describe_byte;
use crate::square::Square;

mod board;
#[cfg(feature = "tools")]
mod out;

pub use board::board_value;
use board::parse_board;
#[cfg(feature = "tools")]
pub use out::{result_value, GgfOut};

/// One move of a record: who played it and where, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordMove {
    /// The colour of the `B[...]` or `W[...]` property.
    pub color: Color,
    /// The square, `None` for a pass.
    pub sq: Option<Square>,
    /// The evaluation written after the first `/`, if any (empty: none).
    pub eval: String,
    /// The seconds written after the second `/`, if any (empty: none).
    pub time: String,
    /// The 1-based column of the property, for errors.
    pub col: usize,
}

/// A game record as read: not yet checked against the rules
/// ([`Record::replay`] does that).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The properties other than `BO`, `B` and `W`, in order, unescaped.
    pub tags: Vec<(String, String)>,
    /// The start position, seen from `first`.
    pub start: Bitboard,
    /// The side to move at the start.
    pub first: Color,
    /// The moves, in order.
    pub moves: Vec<RecordMove>,
}

/// A position of a replayed game: the board seen from the side to move,
/// and that side.
pub type Turn = (Bitboard, Color);

impl Record {
    /// A record of a game from `start` (`first` to move) with no moves yet
    /// and only `GM[Othello]`.
    pub fn new(start: Bitboard, first: Color) -> Record {
        Record {
            tags: vec![("GM".into(), "Othello".into())],
            start,
            first,
            moves: Vec::new(),
        }
    }

    /// The value of tag `name`, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every position of the game, the start first and the one after the
    /// last move last, checked against the rules; `line` is the record's
    /// line, for errors. A side that must pass may be skipped without its
    /// `PA`; a `PA` is refused while the side has a legal move.
    pub fn replay(&self, line: usize) -> Result<Vec<Turn>> {
        let mut at = (self.start, self.first);
        let mut turns = vec![at];
        for (i, m) in self.moves.iter().enumerate() {
            let n = i + 1;
            if m.color != at.1 && at.0.moves() == 0 && at.0.pass().moves() != 0 {
                at = (at.0.pass(), at.1.opponent());
                turns.push(at);
            }
            if m.color != at.1 {
                return Err(Error::at(
                    line,
                    m.col,
                    format!("move {n}: {} is to move, not {}", name(at.1), name(m.color)),
                ));
            }
            at = match m.sq {
                None if at.0.moves() == 0 => (at.0.pass(), at.1.opponent()),
                None => {
                    return Err(Error::at(
                        line,
                        m.col,
                        format!("move {n}: {} passes but has a legal move", name(m.color)),
                    ))
                }
                Some(sq) => match at.0.play(sq) {
                    Some(next) => (next, at.1.opponent()),
                    None => {
                        return Err(Error::at(
                            line,
                            m.col,
                            format!(
                                "move {n}: {} is not a legal move for {}",
                                crate::text::notation::algebraic(sq),
                                name(m.color)
                            ),
                        ))
                    }
                },
            };
            turns.push(at);
        }
        Ok(turns)
    }
}

/// `black` or `white`.
fn name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// Reads the record at the start of `text` (after blanks), which is line
/// `line` of the input starting at 1-based column `col0`: the record and
/// the bytes it took (blanks before it included).
pub fn parse_prefix(text: &[u8], line: usize, col0: usize) -> Result<(Record, usize)> {
    let err = |at: usize, msg: String| Error::at(line, col0 + at, msg);
    let found = |at: usize| match text.get(at) {
        Some(&b) => describe_byte(b),
        None => "the end of the line".to_string(),
    };
    let mut at = skip_blanks(text, 0);
    if !text[at..].starts_with(b"(;") {
        return Err(err(
            at,
            format!("expected `(;` to start a GGF record, found {}", found(at)),
        ));
    }
    at += 2;
    let mut rec = Record {
        tags: Vec::new(),
        start: Bitboard::START,
        first: Color::Black,
        moves: Vec::new(),
    };
    loop {
        at = skip_blanks(text, at);
        if text[at..].starts_with(b";)") {
            return Ok((rec, at + 2));
        }
        let name_at = at;
        while text.get(at).is_some_and(u8::is_ascii_uppercase) {
            at += 1;
        }
        if at == name_at || text.get(at) != Some(&b'[') {
            let what = if at == name_at {
                "a property name (capital letters) or `;)`"
            } else {
                "`[` after the property name"
            };
            return Err(err(at, format!("expected {what}, found {}", found(at))));
        }
        let name = String::from_utf8_lossy(&text[name_at..at]).into_owned();
        let value_at = at + 1;
        let (value, end) = match read_value(text, value_at) {
            Some(v) => v,
            None => {
                return Err(err(
                    name_at,
                    format!("the value of {name}[ has no closing `]`"),
                ))
            }
        };
        match name.as_str() {
            "BO" => {
                let (start, first) = parse_board(&value).map_err(|(i, m)| err(value_at + i, m))?;
                rec.start = start;
                rec.first = first;
            }
            "B" | "W" => {
                let color = if name == "B" {
                    Color::Black
                } else {
                    Color::White
                };
                let mut parts = value.splitn(3, '/');
                let sq_text = parts.next().unwrap_or("").trim();
                let sq = parse_move(sq_text).ok_or_else(|| {
                    err(
                        value_at,
                        format!(
                            "expected a square (a1 to h8) or PA in {name}[...], found `{sq_text}`"
                        ),
                    )
                })?;
                rec.moves.push(RecordMove {
                    color,
                    sq,
                    eval: parts.next().unwrap_or("").to_string(),
                    time: parts.next().unwrap_or("").to_string(),
                    col: col0 + name_at,
                });
            }
            _ => rec.tags.push((name, value)),
        }
        at = end;
    }
}

/// [`parse_prefix`] for a whole line: the record and nothing after it but
/// blanks.
pub fn parse(text: &[u8], line: usize, col0: usize) -> Result<Record> {
    let (rec, used) = parse_prefix(text, line, col0)?;
    let rest = skip_blanks(text, used);
    match text.get(rest) {
        None => Ok(rec),
        Some(&b) => Err(Error::at(
            line,
            col0 + rest,
            format!(
                "expected the end of the line after the record's `;)`, found {}",
                describe_byte(b)
            ),
        )),
    }
}

/// A GGS match line: an optional count, then that many records (without
/// a count, one or more).
pub fn parse_match(text: &[u8], line: usize) -> Result<Vec<Record>> {
    let mut at = skip_blanks(text, 0);
    let digits = text[at..].iter().take_while(|b| b.is_ascii_digit()).count();
    let count = match digits {
        0 => None,
        _ => {
            let n = crate::text::notation::parse_number(&text[at..at + digits]);
            at += digits;
            Some(n.filter(|n| (1..=2).contains(n)).ok_or_else(|| {
                Error::at(line, 1 + at - digits, "a match line counts 1 or 2 games")
            })?)
        }
    };
    let mut games = Vec::new();
    loop {
        at = skip_blanks(text, at);
        if at >= text.len() {
            break;
        }
        let (rec, used) = parse_prefix(&text[at..], line, 1 + at)?;
        games.push(rec);
        at += used;
    }
    match count {
        Some(n) if n != games.len() => Err(Error::at(
            line,
            text.len() + 1,
            format!("the match line counts {n} games but holds {}", games.len()),
        )),
        None if games.is_empty() => Err(Error::at(line, 1, "expected a GGF record `(;...;)`")),
        _ => Ok(games),
    }
}

/// The first index from `at` that is not a blank.
fn skip_blanks(text: &[u8], mut at: usize) -> usize {
    while text.get(at).is_some_and(u8::is_ascii_whitespace) {
        at += 1;
    }
    at
}

/// The unescaped value starting at `at` (just after `[`) and the index
/// after its `]`; `None` when there is no closing `]`.
fn read_value(text: &[u8], mut at: usize) -> Option<(String, usize)> {
    let mut value = Vec::new();
    loop {
        match *text.get(at)? {
            b'\\' => {
                value.push(*text.get(at + 1)?);
                at += 2;
            }
            b']' => return Some((String::from_utf8_lossy(&value).into_owned(), at + 1)),
            b => {
                value.push(b);
                at += 1;
            }
        }
    }
}

/// A move as GGF writes it: `f5`, `F5`, `PA` or `PASS` (`Some(None)`).
pub fn parse_move(text: &str) -> Option<Option<Square>> {
    if text.eq_ignore_ascii_case("pa") || text.eq_ignore_ascii_case("pass") {
        return Some(None);
    }
    match text.as_bytes() {
        [c, r] => {
            let col = c.to_ascii_lowercase().wrapping_sub(b'a');
            let row = r.wrapping_sub(b'1');
            (col < 8 && row < 8).then(|| Some(Square::new(row as usize, col as usize)))
        }
        _ => None,
    }
}

/// `value` with `]` and `\` escaped.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace(']', "\\]")
}

/// A move as [`render`] writes it: `f5`, `PA`, with `/eval` and
/// `/eval/time` when they were given.
pub fn move_text(m: &RecordMove) -> String {
    let mut s =
        m.sq.map_or_else(|| "PA".to_string(), crate::text::notation::algebraic);
    if !m.eval.is_empty() || !m.time.is_empty() {
        s.push('/');
        s.push_str(&m.eval);
    }
    if !m.time.is_empty() {
        s.push('/');
        s.push_str(&m.time);
    }
    s
}

/// The record on one line: `(;`, the tags in order, `BO[...]`, the moves,
/// `;)`.
pub fn render(rec: &Record) -> String {
    let mut s = String::from("(;");
    for (k, v) in &rec.tags {
        s.push_str(&format!("{k}[{}]", escape(v)));
    }
    s.push_str(&format!("BO[{}]", board_value(rec.start, rec.first)));
    for m in &rec.moves {
        let c = if m.color == Color::Black { 'B' } else { 'W' };
        s.push_str(&format!("{c}[{}]", escape(&move_text(m))));
    }
    s.push_str(";)");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "BO[8 ---------------------------O*------*O--------------------------- *]";

    fn rec(moves: &str) -> Result<Record> {
        parse(format!("(;GM[Othello]{START}{moves};)").as_bytes(), 1, 1)
    }

    #[test]
    fn reads_and_writes_back() {
        let text = format!("(;GM[Othello]PB[a\\]b]{START}B[f5/0.00/1.2]W[d6];)");
        let r = parse(text.as_bytes(), 1, 1).unwrap();
        assert_eq!(r.tag("PB"), Some("a]b"));
        assert_eq!(r.start, Bitboard::START);
        assert_eq!(r.moves[0].time, "1.2");
        assert_eq!(render(&r), text);
        assert_eq!(r.replay(1).unwrap().len(), 3);
    }

    #[test]
    fn errors_are_located() {
        let e = |m: &str| {
            rec(m)
                .and_then(|r| r.replay(1).map(|_| r))
                .unwrap_err()
                .to_string()
        };
        let at = "(;GM[Othello]".len() + START.len() + 1;
        assert!(
            e("B[f5]W[e6]").starts_with(&format!("line 1, col {}:", at + 5)),
            "{}",
            e("B[f5]W[e6]")
        );
        assert!(e("B[z9]").contains("expected a square"), "{}", e("B[z9]"));
        assert!(
            e("W[f5]").contains("black is to move, not white"),
            "{}",
            e("W[f5]")
        );
        assert!(
            e("B[PA]").contains("passes but has a legal move"),
            "{}",
            e("B[PA]")
        );
        assert!(parse(b"(;GM[Othello]B[f5]", 1, 1).is_err());
        assert!(parse(b"(;GM[Othello;)", 1, 1)
            .unwrap_err()
            .to_string()
            .contains("no closing"));
    }

    #[test]
    fn match_lines_count_their_games() {
        let one = format!("(;GM[Othello]{START};)");
        assert_eq!(
            parse_match(format!("2 {one} {one}").as_bytes(), 1)
                .unwrap()
                .len(),
            2
        );
        assert_eq!(
            parse_match(format!("1 {one}").as_bytes(), 1).unwrap().len(),
            1
        );
        assert!(parse_match(format!("2 {one}").as_bytes(), 1).is_err());
        assert!(parse_match(b"3 x", 1).is_err());
    }
}
