//! Oracle for `botzone` (the Botzone arena's "Reversi"), from its problem
//! file alone. The dialect's answer is the engine's choice, so the oracle
//! is a checker: given the input and a program's stdout, is the answer
//! `{"response":{"x":X,"y":Y}}` with a square where we may really move, or
//! `-1, -1` exactly when we have none.
//!
//! Input: one line of JSON, an object with `requests` (the opponent's
//! moves, one per turn of ours, this one's last) and `responses` (ours, one
//! fewer), each move `{"x": X, "y": Y}`, `-1, -1` a pass; other members
//! ignored. We are black when the first request is `-1, -1`. Squares are
//! (x column, y row); the start has white on (3,3) and (4,4).
//!
//! Read here: the JSON is strict (RFC 8259, its own small reader below); a
//! coordinate that is not an integer -1 to 7, a move that is not legal, a
//! pass while the passer can move, a wrong count of responses or an empty
//! list of requests is bad input. Lines after the first are not read at
//! all (the judge may keep its pipe open), so they are never bad.

use super::dice::Dice;
use super::rays::{moves, play, start, Cells};

const BLACK: u8 = b'B';
const WHITE: u8 = b'W';
const EMPTY: u8 = b'.';

/// A JSON value.
#[derive(Debug, Clone, PartialEq)]
enum Json {
    Null,
    Bool,
    Num(String),
    Str,
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

/// A strict JSON reader over the characters of one line.
struct Reader<'a> {
    s: &'a [char],
    i: usize,
    depth: usize,
}

impl Reader<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && " \t\r\n".contains(self.s[self.i]) {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: char) -> Result<(), String> {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            Ok(())
        } else {
            Err(format!("expected `{c}` at {}", self.i))
        }
    }

    fn value(&mut self) -> Result<Json, String> {
        self.ws();
        self.depth += 1;
        if self.depth > 65 {
            return Err("too deep".into());
        }
        let v = match self.s.get(self.i) {
            Some('{') => {
                self.i += 1;
                let mut members = Vec::new();
                self.ws();
                if self.s.get(self.i) == Some(&'}') {
                    self.i += 1;
                } else {
                    loop {
                        self.ws();
                        let key = self.string()?;
                        self.eat(':')?;
                        members.push((key, self.value()?));
                        self.ws();
                        match self.s.get(self.i) {
                            Some(',') => self.i += 1,
                            Some('}') => {
                                self.i += 1;
                                break;
                            }
                            _ => return Err("object".into()),
                        }
                    }
                }
                Json::Obj(members)
            }
            Some('[') => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.s.get(self.i) == Some(&']') {
                    self.i += 1;
                } else {
                    loop {
                        items.push(self.value()?);
                        self.ws();
                        match self.s.get(self.i) {
                            Some(',') => self.i += 1,
                            Some(']') => {
                                self.i += 1;
                                break;
                            }
                            _ => return Err("array".into()),
                        }
                    }
                }
                Json::Arr(items)
            }
            Some('"') => {
                self.string()?;
                Json::Str
            }
            Some('t') => self.literal("true", Json::Bool)?,
            Some('f') => self.literal("false", Json::Bool)?,
            Some('n') => self.literal("null", Json::Null)?,
            Some(_) => Json::Num(self.number()?),
            None => return Err("end of line".into()),
        };
        self.depth -= 1;
        Ok(v)
    }

    fn literal(&mut self, word: &str, v: Json) -> Result<Json, String> {
        let w: Vec<char> = word.chars().collect();
        if self.s[self.i..].starts_with(&w) {
            self.i += w.len();
            Ok(v)
        } else {
            Err(format!("not `{word}`"))
        }
    }

    /// A number by the RFC's grammar, as its text.
    fn number(&mut self) -> Result<String, String> {
        let start = self.i;
        let digits = |r: &mut Self| {
            let from = r.i;
            while r.s.get(r.i).is_some_and(|c| c.is_ascii_digit()) {
                r.i += 1;
            }
            r.i - from
        };
        if self.s.get(self.i) == Some(&'-') {
            self.i += 1;
        }
        let lead_zero = self.s.get(self.i) == Some(&'0');
        let n = digits(self);
        if n == 0 || (lead_zero && n > 1) {
            return Err("bad integer part".into());
        }
        if self.s.get(self.i) == Some(&'.') {
            self.i += 1;
            if digits(self) == 0 {
                return Err("bad fraction".into());
            }
        }
        if matches!(self.s.get(self.i), Some('e' | 'E')) {
            self.i += 1;
            if matches!(self.s.get(self.i), Some('+' | '-')) {
                self.i += 1;
            }
            if digits(self) == 0 {
                return Err("bad exponent".into());
            }
        }
        Ok(self.s[start..self.i].iter().collect())
    }

    fn string(&mut self) -> Result<String, String> {
        if self.s.get(self.i) != Some(&'"') {
            return Err("expected a string".into());
        }
        self.i += 1;
        let mut out = String::new();
        let mut high = false;
        loop {
            let c = *self.s.get(self.i).ok_or("unterminated string")?;
            self.i += 1;
            if high && c != '\\' {
                return Err("lone surrogate".into());
            }
            match c {
                '"' => return Ok(out),
                '\\' => {
                    let e = *self.s.get(self.i).ok_or("escape")?;
                    self.i += 1;
                    if high && e != 'u' {
                        return Err("lone surrogate".into());
                    }
                    match e {
                        '"' | '\\' | '/' | 'b' | 'f' | 'n' | 'r' | 't' => out.push(e),
                        'u' => {
                            let hex: String = self
                                .s
                                .get(self.i..self.i + 4)
                                .ok_or("\\u")?
                                .iter()
                                .collect();
                            let v = u32::from_str_radix(&hex, 16).map_err(|_| "\\u")?;
                            if !hex.chars().all(|c| c.is_ascii_hexdigit()) {
                                return Err("\\u".into());
                            }
                            self.i += 4;
                            match (high, v) {
                                (false, 0xD800..=0xDBFF) => high = true,
                                (false, 0xDC00..=0xDFFF) => return Err("lone surrogate".into()),
                                (true, 0xDC00..=0xDFFF) => high = false,
                                (true, _) => return Err("lone surrogate".into()),
                                _ => {}
                            }
                        }
                        _ => return Err("escape".into()),
                    }
                }
                c if (c as u32) < 0x20 => return Err("control character".into()),
                c => out.push(c),
            }
        }
    }
}

/// The last member `key` of an object.
fn get<'a>(v: &'a Json, key: &str) -> Option<&'a Json> {
    match v {
        Json::Obj(m) => m.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    }
}

/// A move object: `Some((x, y))`, or `None` for a pass.
fn read_move(v: &Json) -> Result<Option<(usize, usize)>, String> {
    let coord = |key| match get(v, key) {
        Some(Json::Num(t)) if t.bytes().all(|b| b.is_ascii_digit() || b == b'-') => {
            t.parse::<i64>().ok().filter(|n| (-1..=7).contains(n))
        }
        _ => None,
    };
    match (coord("x"), coord("y")) {
        (Some(-1), Some(-1)) => Ok(None),
        (Some(x), Some(y)) if x >= 0 && y >= 0 => Ok(Some((x as usize, y as usize))),
        _ => Err(format!("not a move: {v:?}")),
    }
}

/// The position (`b[y][x]`) and our colour, or why the input is bad.
fn position(input: &[u8]) -> Result<(Cells, u8), String> {
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let line = input.split(|&b| b == b'\n').next().unwrap_or_default();
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let text = std::str::from_utf8(line).map_err(|_| "not UTF-8".to_string())?;
    let chars: Vec<char> = text.chars().collect();
    let mut r = Reader {
        s: &chars,
        i: 0,
        depth: 0,
    };
    let root = r.value()?;
    r.ws();
    if r.i != chars.len() {
        return Err("text after the JSON value".into());
    }
    let list = |key| match get(&root, key) {
        Some(Json::Arr(items)) => Ok(items.clone()),
        _ => Err(format!("no list `{key}`")),
    };
    let (requests, responses) = (list("requests")?, list("responses")?);
    if requests.is_empty() || responses.len() + 1 != requests.len() {
        return Err("wrong counts".into());
    }
    let moves_of: Vec<Option<(usize, usize)>> =
        requests.iter().map(read_move).collect::<Result<_, _>>()?;
    let ours: Vec<Option<(usize, usize)>> =
        responses.iter().map(read_move).collect::<Result<_, _>>()?;
    let us = if moves_of[0].is_none() { BLACK } else { WHITE };
    let them = if us == BLACK { WHITE } else { BLACK };
    let mut b: Cells = start(8, 8, BLACK, WHITE, EMPTY);
    let mut turns = Vec::new();
    for (k, &theirs) in moves_of.iter().enumerate() {
        if !(k == 0 && us == BLACK) {
            turns.push((them, theirs));
        }
        if let Some(&mv) = ours.get(k) {
            turns.push((us, mv));
        }
    }
    for (who, mv) in turns {
        let other = if who == BLACK { WHITE } else { BLACK };
        let legal = moves(&b, who, other);
        match mv {
            None if legal.is_empty() => {}
            None => return Err("a pass while a move exists".into()),
            Some((x, y)) => {
                if !legal.contains(&(y, x)) {
                    return Err(format!("({x}, {y}) is not legal"));
                }
                play(&mut b, y, x, who, other);
            }
        }
    }
    Ok((b, us))
}

/// Our legal squares as (x, y); `Err` for bad input.
pub fn legal_moves(input: &[u8]) -> Result<Vec<(usize, usize)>, String> {
    let (b, us) = position(input)?;
    let them = if us == BLACK { WHITE } else { BLACK };
    Ok(moves(&b, us, them)
        .into_iter()
        .map(|(r, c)| (c, r))
        .collect())
}

/// Checks `output` as the answer to `input`: `Ok(None)` when it is right,
/// `Ok(Some(why))` when not; `Err` for bad input.
pub fn check(input: &[u8], output: &[u8]) -> Result<Option<String>, String> {
    let legal = legal_moves(input)?;
    let text = String::from_utf8_lossy(output);
    let pair = text
        .strip_prefix("{\"response\":{\"x\":")
        .and_then(|t| t.strip_suffix("}}\n"))
        .and_then(|t| t.split_once(",\"y\":"))
        .and_then(|(x, y)| Some((x.parse::<i64>().ok()?, y.parse::<i64>().ok()?)));
    Ok(match pair {
        None => Some(format!("not a response: {text:?}")),
        Some((-1, -1)) if legal.is_empty() => None,
        Some((-1, -1)) => Some("a pass while a move exists".into()),
        Some((x, y)) if x >= 0 && y >= 0 && legal.contains(&(x as usize, y as usize)) => None,
        Some((x, y)) => Some(format!("({x}, {y}) is not a legal move")),
    })
}

/// A seeded valid input: a random game of 0 to 60 plies, passes written
/// in (one time in six played on until a side must pass, our turn then),
/// the request of the side whose turn it is; the members now and then in
/// another order, spaced, or beside extra members.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let until_pass = dice.chance(1, 6);
    let plies = if until_pass { 60 } else { dice.below(61) };
    let mut b: Cells = start(8, 8, BLACK, WHITE, EMPTY);
    let mut turns: Vec<(u8, Option<(usize, usize)>)> = Vec::new();
    let mut me = BLACK;
    let mut played = 0;
    loop {
        let other = if me == BLACK { WHITE } else { BLACK };
        let legal = moves(&b, me, other);
        let theirs = moves(&b, other, me);
        if legal.is_empty() && theirs.is_empty() {
            // Over: the judge asks no more; answer the turn before.
            let (who, _) = turns.pop().expect("the start is not over");
            me = who;
            // Undo by replaying from the start.
            b = start(8, 8, BLACK, WHITE, EMPTY);
            for &(w, mv) in &turns {
                if let Some((x, y)) = mv {
                    let o = if w == BLACK { WHITE } else { BLACK };
                    play(&mut b, y, x, w, o);
                }
            }
            break;
        }
        if legal.is_empty() && until_pass {
            break;
        }
        if played == plies && !until_pass {
            break;
        }
        if legal.is_empty() {
            turns.push((me, None));
        } else {
            let (r, c) = dice.pick(&legal);
            play(&mut b, r, c, me, other);
            turns.push((me, Some((c, r))));
            played += 1;
        }
        me = other;
    }
    let mut requests = Vec::new();
    let mut responses = Vec::new();
    if me == BLACK {
        requests.push(None);
    }
    for (who, mv) in turns {
        if who == me {
            responses.push(mv);
        } else {
            requests.push(mv);
        }
    }
    let spaced = dice.chance(1, 4);
    let show = |moves: &[Option<(usize, usize)>], dice: &mut Dice| {
        let items: Vec<String> = moves
            .iter()
            .map(|mv| {
                let (x, y) = mv.map_or((-1, -1), |(x, y)| (x as i64, y as i64));
                if dice.chance(1, 8) {
                    format!("{{\"y\":{y},\"note\":[1,{{}}],\"x\":{x}}}")
                } else if spaced {
                    format!("{{ \"x\" : {x}, \"y\" : {y} }}")
                } else {
                    format!("{{\"x\":{x},\"y\":{y}}}")
                }
            })
            .collect();
        format!("[{}]", items.join(if spaced { " , " } else { "," }))
    };
    let mut members = vec![
        format!("\"requests\":{}", show(&requests, &mut dice)),
        format!("\"responses\":{}", show(&responses, &mut dice)),
    ];
    if dice.chance(1, 4) {
        members.push("\"data\":\"a \\\"saved\\\" \\u00e9tat\"".into());
        members.push("\"time_limit\":1.5e0".into());
    }
    if dice.chance(1, 3) {
        members.reverse();
    }
    let text = format!("{{{}}}\n", members.join(if spaced { ",\t" } else { "," }));
    (
        vec!["--seed".into(), (seed % 1000).to_string()],
        text.into_bytes(),
    )
}

mod tests {
    use super::*;

    const FIRST: &[u8] = b"{\"requests\":[{\"x\":-1,\"y\":-1}],\"responses\":[]}\n";
    const NO_MOVE: &[u8] = b"{\"requests\":[{\"x\":-1,\"y\":-1},{\"x\":2,\"y\":2},{\"x\":3,\"y\":1},{\"x\":4,\"y\":0},{\"x\":2,\"y\":0}],\"responses\":[{\"x\":3,\"y\":2},{\"x\":5,\"y\":4},{\"x\":3,\"y\":0},{\"x\":1,\"y\":1}]}\n";

    #[test]
    fn the_spec_examples() {
        let mut right = legal_moves(FIRST).unwrap();
        right.sort();
        assert_eq!(right, [(2, 3), (3, 2), (4, 5), (5, 4)]);
        for (x, y) in right {
            let out = format!("{{\"response\":{{\"x\":{x},\"y\":{y}}}}}\n");
            assert_eq!(check(FIRST, out.as_bytes()).unwrap(), None);
        }
        assert!(check(FIRST, b"{\"response\":{\"x\":3,\"y\":3}}\n")
            .unwrap()
            .is_some());
        assert!(legal_moves(NO_MOVE).unwrap().is_empty());
        assert_eq!(
            check(NO_MOVE, b"{\"response\":{\"x\":-1,\"y\":-1}}\n").unwrap(),
            None
        );
    }

    #[test]
    fn bad_input_is_refused() {
        for bad in [
            &b"{\"requests\":[{\"x\":-1,\"y\":-1}]}"[..],
            b"{\"requests\":[{\"x\":-1,\"y\":-1}],\"responses\":[],}",
            b"{\"requests\":[{\"x\":0,\"y\":0}],\"responses\":[]}",
            b"{\"requests\":[{\"x\":-1,\"y\":-1},{\"x\":-1,\"y\":-1}],\"responses\":[{\"x\":3,\"y\":2}]}",
            b"{\"requests\":[{\"x\":3.0,\"y\":2}],\"responses\":[]}",
            b"{\"requests\":[],\"responses\":[]}",
            b"[]",
            b"",
        ] {
            assert!(legal_moves(bad).is_err(), "{}", String::from_utf8_lossy(bad));
        }
    }
}
