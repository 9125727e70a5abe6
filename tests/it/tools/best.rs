//! `best`'s depth-limited search (iterative deepening, table, aspiration
//! windows) against a plain negamax without pruning over the generic
//! board, with the same evaluation at the leaves: same value, and among
//! equal values the first move in row-major order, for each evaluation.

use crate::oracle::negamax::value;
use crate::support::positions::{random_board, Stop};
use othello::bitboard::Bitboard;
use othello::rng::Rng;
use othello::search::evaluation::Evaluation;
use othello::search::midgame::{best_move_with, Searcher};
use othello::square::Square;

#[test]
fn alpha_beta_equals_plain_negamax() {
    for eval in [Evaluation::Learned, Evaluation::Simple] {
        equals_plain_negamax(eval);
    }
}

fn equals_plain_negamax(eval: Evaluation) {
    let mut rng = Rng::new(77);
    // One searcher for every case: what its table keeps from one search
    // must not change the next one's answer.
    let mut searcher = Searcher::new(12);
    for case in 0..100 {
        let plies = rng.below(50) as usize;
        let (board, me) = random_board(rng.next_u64(), plies, Stop::AtEnd);
        let depth = 1 + (case % 5) as u32;
        let moves: Vec<Square> = board.legal_moves(me).iter().collect();
        let pos = Bitboard::from_board(&board, me).expect("8 x 8");
        let got = best_move_with(pos, depth, eval);
        let again = searcher.best_move(pos, depth, eval, None);
        assert_eq!(got.map(|c| (c.sq, c.value)), again.map(|c| (c.sq, c.value)));
        if moves.is_empty() {
            assert_eq!(got, None, "case {case}");
            continue;
        }
        let mut want: Option<(Square, i32)> = None;
        for sq in moves {
            let mut next = board.clone();
            next.play(sq, me).expect("legal");
            let v = -value(&next, me.opponent(), depth - 1, eval);
            if want.is_none_or(|(_, b)| v > b) {
                want = Some((sq, v));
            }
        }
        let (sq, v) = want.expect("a move");
        let got = got.expect("a move");
        assert_eq!(
            (got.sq, got.value),
            (sq, v),
            "case {case}, depth {depth}, {eval:?}"
        );
    }
}

/// Plays `line` (moves, `pass`) from `pos`: whether every move is legal.
fn legal_line(mut pos: othello::bitboard::Bitboard, line: &[&str]) -> bool {
    for m in line {
        pos = match *m {
            "pass" if pos.moves() == 0 => pos.pass(),
            "pass" => return false,
            sq => match othello::text::notation::parse_square(sq.as_bytes())
                .and_then(|s| pos.play(s))
            {
                Some(next) => next,
                None => return false,
            },
        };
    }
    true
}

#[test]
fn score_adds_the_value_and_a_legal_principal_variation() {
    let start =
        "........\n........\n........\n...WB...\n...BW...\n........\n........\n........\nB\n";
    let plain = crate::support::run_binary(&["best", "--depth", "4"], start.as_bytes());
    let scored = crate::support::run_binary(&["best", "--depth", "4", "--score"], start.as_bytes());
    let plain = String::from_utf8(plain.stdout).unwrap();
    let scored = String::from_utf8(scored.stdout).unwrap();
    let words: Vec<&str> = scored.split_whitespace().collect();
    assert_eq!(words[0], plain.trim(), "the same move");
    assert!(
        words[1].parse::<f64>().is_ok() && words[1].starts_with(['+', '-']),
        "{scored}"
    );
    assert_eq!(words[2], words[0], "the line starts with the move");
    assert!(
        legal_line(othello::bitboard::Bitboard::START, &words[2..]),
        "{scored}"
    );
    // FFO #40 solved: the published +38 and the published line's start
    // (a2 b1 c1, white passes, b6), every move of it legal.
    let ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X\n";
    let out = crate::support::run_binary(&["best", "--exact", "20", "--score"], ffo40.as_bytes());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("a2 +38 a2 b1 c1 pass b6 "), "{text}");
    let mut r = othello::records::ffo::Positions::new(ffo40.as_bytes());
    let (pos, _) = r.next().unwrap().unwrap();
    let words: Vec<&str> = text.split_whitespace().collect();
    assert!(legal_line(pos, &words[2..]), "{text}");
}
