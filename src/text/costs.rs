//! Cost grids, as `--costs` reads them after each position (described in
//! `othello moves --help`): the cost of playing on each square, then
//! optionally every player's starting budget.

use crate::error::{Error, Result};
use crate::quote::error_about;
use crate::rules::costs::{Costs, MAX_BUDGET, MAX_COST};
use crate::text::reader::LineReader;
use std::io::BufRead;

/// Parses one whole number from 0 to `max` (word `w` at line `no`,
/// column `col`), naming it `what` in errors.
fn number(w: &[u8], no: usize, col: usize, max: u64, what: &str) -> Result<u64> {
    let value = if crate::text::notation::is_digits(w) {
        crate::text::notation::parse_number(w).map(|v| v as u64)
    } else {
        return Err(error_about(no, col, w, |q| {
            format!("expected {what}, a whole number from 0 to {max}, found {q}")
        }));
    };
    match value {
        Some(v) if v <= max => Ok(v),
        _ => Err(error_about(no, col, w, |q| {
            format!("{what} {q} is too large: at most {max}")
        })),
    }
}

/// Whether `word` is the budget line's keyword (any case).
fn is_budget(word: &[u8]) -> bool {
    word.eq_ignore_ascii_case(b"budget")
}

/// Reads the cost grid of an R x C board and the optional budget line.
pub fn read_costs<R: BufRead>(
    input: &mut LineReader<R>,
    rows: usize,
    cols: usize,
) -> Result<Costs> {
    let mut grid = Vec::with_capacity(rows.min(1 << 16));
    for k in 0..rows {
        let short = || {
            format!(
                "expected {} of {} (the board's shape), found {k}",
                crate::error::plural(rows as u64, "row", "rows"),
                crate::error::plural(cols as u64, "cost", "costs")
            )
        };
        let (no, line) = match input.next_numbered()? {
            Some((no, l)) => (no, l.to_vec()),
            None => return Err(input.eof_error(short())),
        };
        let line = crate::text::trim_ascii_end(&line);
        // A blank line or the budget line comes too early: the grid is
        // short of rows, which says more than "not a cost".
        let budget_line = matches!(
            crate::text::words(line).next(),
            Some((_, w)) if is_budget(w)
        );
        if line.is_empty() || budget_line {
            return Err(Error::at(no, 1, short()));
        }
        let mut row = Vec::with_capacity(cols.min(1 << 16));
        let mut col = 1;
        for (i, w) in line.split(|&b| b == b' ').enumerate() {
            if i == cols {
                return Err(Error::at(
                    no,
                    col,
                    format!("expected {cols} costs in this row (the board's width), found more"),
                ));
            }
            if w.is_empty() {
                return Err(Error::at(
                    no,
                    col,
                    "expected a cost: costs are separated by single spaces",
                ));
            }
            row.push(number(w, no, col, MAX_COST, "a cost")?);
            col += w.len() + 1;
        }
        if row.len() < cols {
            return Err(Error::at(
                no,
                line.len() + 1,
                format!(
                    "expected {cols} costs in this row (the board's width), found {}",
                    row.len()
                ),
            ));
        }
        grid.push(row);
    }
    let budget = match input.next_numbered()? {
        Some((no, l)) => {
            let words: Vec<(usize, Vec<u8>)> = crate::text::words(l)
                .map(|(c, w)| (c, w.to_vec()))
                .collect();
            match &words[..] {
                [(_, w), rest @ ..] if is_budget(w) => match rest {
                    [(col, b)] => Some(number(b, no, *col, MAX_BUDGET, "a budget")?),
                    [] => {
                        return Err(Error::at(
                            no,
                            l.len() + 1,
                            "expected a number after `budget`",
                        ))
                    }
                    [_, (col, _), ..] => {
                        return Err(Error::at(no, *col, "expected one number after `budget`"))
                    }
                },
                _ => {
                    input.push_back();
                    None
                }
            }
        }
        None => None,
    };
    Ok(Costs::new(&grid, budget).expect("rows and numbers checked"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, rows: usize, cols: usize) -> Result<Costs> {
        read_costs(&mut LineReader::new(text.as_bytes()), rows, cols)
    }

    #[test]
    fn reads_grids_and_budgets() {
        let c = read("1 2\n3 4\nbudget 7\n", 2, 2).unwrap();
        assert_eq!(c.budget(), Some(7));
        let mut input = LineReader::new(&b"1 2\n3 4\nd3\n"[..]);
        let c = read_costs(&mut input, 2, 2).unwrap();
        assert_eq!(c.budget(), None);
        assert_eq!(input.next_line().unwrap(), Some(&b"d3"[..]));
    }

    #[test]
    fn errors_are_located() {
        let msg = |text: &str| read(text, 2, 2).unwrap_err().to_string();
        assert!(msg("1 2 3\n3 4\n").starts_with("line 1, col 5:"));
        assert!(msg("1 2\n3\n").starts_with("line 2, col 2:"));
        assert!(msg("1 -2\n3 4\n").starts_with("line 1, col 3:"));
        assert!(msg("1 2\n3 1000000001\n").starts_with("line 2, col 3:"));
        assert!(msg("1 2\n3 4\nbudget 1000000000000000001\n").starts_with("line 3, col 8:"));
        assert!(msg("1 2\n\n").starts_with("line 2, col 1:"));
    }
}
