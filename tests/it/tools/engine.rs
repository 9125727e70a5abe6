//! The engines against independent checks: the two playout
//! implementations against each other, the Zobrist key against a fresh
//! computation, a greedy match against a naive greedy player on the naive
//! `Grid`, and match results that do not depend on the threads.

use crate::support::positions::{random_board, Stop};
use crate::support::Ran;

use crate::oracle::console::{k_board, k_counts};
use crate::oracle::grid::{other, Grid, BLACK, WHITE};
use othello::bitboard::Bitboard;
use othello::board::Board;
use othello::color::Color;
use othello::engine::bit8::Bit8;
use othello::engine::generic::Generic;
use othello::engine::position::{Move, Position, PASS};
use othello::rng::Rng;

/// A position `plies` random plies from the standard 8 x 8 start.
fn random_position(rng: &mut Rng, plies: u64) -> (Board, Color) {
    random_board(rng.next_u64(), plies as usize, Stop::AtEnd)
}

/// On 8 x 8 the bitboard playout and the generic board's playout draw the
/// same moves from the same generator, so they must end in the same game.
#[test]
fn bitboard_and_generic_playouts_agree() {
    let mut rng = Rng::new(5);
    for i in 0..300 {
        let plies = rng.below(60);
        let (board, c) = random_position(&mut rng, plies);
        let mut a = Bit8 {
            pos: Bitboard::from_board(&board, c).unwrap(),
            seat: c.index() as u8,
        };
        let mut g = Generic::new(board, c);
        let (mut ra, mut rg) = (Rng::new(i), Rng::new(i));
        assert_eq!(a.playout(&mut ra), g.playout(&mut rg), "position {i}");
        assert_eq!(ra.next_u64(), rg.next_u64(), "position {i}");
    }
}

/// The key kept move by move equals the key of the same position built
/// afresh, and the two implementations list the same moves.
#[test]
fn zobrist_key_is_kept_incrementally() {
    let mut rng = Rng::new(9);
    let (mut ms, mut mb) = (Vec::new(), Vec::new());
    for (rows, cols) in [(6, 6), (8, 8), (10, 12)] {
        let mut g = Generic::new(Board::standard(rows, cols).unwrap(), Color::Black);
        while !g.is_over() {
            g.moves(&mut ms);
            let mv = if ms.is_empty() {
                PASS
            } else {
                ms[rng.below(ms.len() as u64) as usize]
            };
            if (rows, cols) == (8, 8) {
                let c = if g.seat() == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                let mut b = Bit8 {
                    pos: Bitboard::from_board(g.board(), c).unwrap(),
                    seat: g.seat() as u8,
                };
                b.moves(&mut mb);
                assert_eq!(ms, mb);
            }
            assert!(g.play(mv));
            let c = if g.seat() == 0 {
                Color::Black
            } else {
                Color::White
            };
            let fresh = Generic::new(g.board().clone(), c);
            assert_eq!(g.key(), fresh.key());
        }
    }
}

/// Greedy against greedy with no random opening is fully determined: a
/// naive greedy player (most flips, first in row-major order) on the naive
/// grid replays both games and gives the totals `match` must print.
#[test]
fn greedy_match_agrees_with_a_naive_greedy_player() {
    let (rows, cols) = (6, 6);
    let mut g = Grid::standard(rows, cols);
    let mut me = BLACK;
    loop {
        let moves = g.moves(me);
        if moves.is_empty() {
            if g.moves(other(me)).is_empty() {
                break;
            }
            me = other(me);
            continue;
        }
        let mut best = moves[0];
        for &(r, c) in &moves {
            if g.flips(r, c, me).len() > g.flips(best.0, best.1, me).len() {
                best = (r, c);
            }
        }
        g.play(best.0, best.1, me);
        me = other(me);
    }
    let (b, w) = (g.count(BLACK) as i64, g.count(WHITE) as i64);
    // Game 0: the first engine is black; game 1: white. Both games are the
    // same game, so each engine wins one (or both are draws).
    // One engine twice: the lines name the seats, A and B; one win is
    // `1 win`, one loss `1 loss`.
    let (wins, draws) = if b == w { (0, 2) } else { (1, 0) };
    let tally = match wins {
        1 => "1 win, 0 draws, 1 loss".to_string(),
        _ => format!("0 wins, {draws} draws, 0 losses"),
    };
    let want = format!(
        "greedy (A): {tally}, average margin +0.00\n\
         greedy (B): {tally}, average margin +0.00\n\
         greedy (A) score 50.0% ({wins} w, {draws} d, {wins} l)\n"
    );
    let args = [
        "match",
        "greedy",
        "greedy",
        "--games",
        "2",
        "--openings",
        "0",
        "--size",
        "6",
    ];
    let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let ran = crate::support::run(&argv, b"");
    assert_eq!(ran.status, 0, "{}", ran.stderr());
    let out = ran.out;
    assert_eq!(String::from_utf8(out).unwrap(), want);
}

fn run_match(extra: &[&str]) -> String {
    let mut argv: Vec<String> = [
        "match",
        "random",
        "mcts:playouts=60",
        "--size",
        "6x8",
        "--games",
        "8",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    argv.extend(extra.iter().map(|s| s.to_string()));
    let ran = crate::support::run(&argv, b"");
    assert_eq!(ran.status, 0, "{}", ran.stderr());
    let out = ran.out;
    String::from_utf8(out).unwrap()
}

/// The totals are the same on 1 and 3 threads, and add up: what one
/// engine wins the other loses, the margins are opposite.
#[test]
fn match_results_do_not_depend_on_threads() {
    let one = run_match(&["--threads", "1"]);
    assert_eq!(one, run_match(&["--threads", "3"]));
    let nums = |line: &str| -> Vec<f64> {
        line.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == '+'))
            .filter_map(|w| w.parse().ok())
            .collect()
    };
    let lines: Vec<&str> = one.lines().collect();
    let (a, b) = (nums(lines[0]), nums(lines[1]));
    let (a, b) = (&a[a.len() - 4..], &b[b.len() - 4..]);
    assert_eq!((a[0], a[1], a[2]), (b[2], b[1], b[0]), "{one}");
    assert_eq!(a[0] + a[1] + a[2], 8.0);
    assert_eq!(a[3], -b[3]);
}

/// MCTS answers a pass and a finished game without searching, and on a
/// position with one legal move plays it.
#[test]
fn mcts_edge_cases() {
    use othello::engine::mcts::{search, Leaf};
    // White to move with discs on b1 and b2, black on the a1 corner: white
    // cannot bracket a corner disc, so it must pass; black still has c1.
    let pos = Bit8 {
        pos: Bitboard {
            player: 1 << 1 | 1 << 9,
            opponent: 1,
        },
        seat: 1,
    };
    let mut p = pos;
    let mut m: Vec<Move> = Vec::new();
    p.moves(&mut m);
    assert!(m.is_empty() && !p.is_over());
    assert_eq!(search(&pos, Leaf::Playout, 100, 1, 1).unwrap().best, PASS);
    let over = Bit8 {
        pos: Bitboard {
            player: 1,
            opponent: 0,
        },
        seat: 0,
    };
    assert!(search(&over, Leaf::Playout, 100, 1, 1).is_none());
}

/// `console --computer both --players 3` on 6 x 6, a whole game: the
/// transcript rebuilt by the naive oracle from the announced moves alone
/// must equal the fixture byte for byte. Each announced move must be an
/// affordable legal move of the player the oracle says is to move; the
/// oracle decides every `+` mark, count, pass, the end and the winner.
#[test]
fn computer_game_with_three_players_follows_the_oracle() {
    use crate::oracle::variants::VGame;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/console");
    let args = std::fs::read_to_string(dir.join("computer-both-players-3-6x6.args")).unwrap();
    assert_eq!(args.trim(), "--size 6 --players 3 --computer both --seed 7");
    let got = std::fs::read_to_string(dir.join("computer-both-players-3-6x6.out")).unwrap();
    let moves: Vec<(u8, (usize, usize))> = got
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("PLAYER ")?;
            let (p, mv) = rest.split_once(" (computer) plays ")?;
            let mv = mv.strip_suffix('.')?.as_bytes();
            let sq = ((mv[1] - b'1') as usize, (mv[0] - b'a') as usize);
            Some((p.parse().unwrap(), sq))
        })
        .collect();
    assert!(moves.len() >= 10, "{} moves", moves.len());
    let mut g = VGame::start(6, 6, 3, 8);
    let mut want = String::new();
    for (i, &(p, (r, c))) in moves.iter().enumerate() {
        assert_eq!(p, g.to_move, "move {i}: the wrong player moved");
        let playable = g.playable(p);
        assert!(playable.contains(&(r, c)), "move {i}: illegal");
        if i > 0 {
            want += "\n";
        }
        want += &k_board(&g, &playable);
        want += &k_counts(&g);
        want += &format!(
            "PLAYER {p} (computer) plays {}{}.\n",
            (b'a' + c as u8) as char,
            r + 1
        );
        g.play(r, c);
        if g.to_move == 0 {
            let full = g.cells.iter().flatten().all(|&x| x != 0);
            want += if full {
                "The board is full: game over.\n"
            } else {
                "Nobody can move: game over.\n"
            };
        } else {
            // The players between the mover and the next one able to move
            // passed by themselves.
            let mut q = p % 3 + 1;
            while q != g.to_move {
                want += &format!("PLAYER {q} must pass.\n");
                q = q % 3 + 1;
            }
        }
    }
    assert_eq!(g.to_move, 0, "the game must be played to its end");
    want += "\n";
    want += &k_board(&g, &[]);
    want += &k_counts(&g);
    let leaders = g.leaders();
    want += &match leaders[..] {
        [p] => format!("PLAYER {p} wins.\n"),
        _ => {
            let names: Vec<String> = leaders.iter().map(|p| p.to_string()).collect();
            let (last, rest) = names.split_last().unwrap();
            format!(
                "It is a draw between players {} and {last}.\n",
                rest.join(", ")
            )
        }
    };
    assert_eq!(got, want);
}

/// A three-player match on four directions gives the same totals on 1
/// and 3 threads, and they add up: each game is won by one engine, lost
/// by the other, or drawn by both.
#[test]
fn three_player_match_results_do_not_depend_on_threads() {
    let run = |threads: &str| {
        let argv: Vec<String> = [
            "match",
            "random",
            "mcts:playouts=40",
            "--players",
            "3",
            "--directions",
            "4",
            "--size",
            "6",
            "--games",
            "9",
            "--threads",
            threads,
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let Ran { status, out, err } = crate::support::run(&argv, b"");
        assert_eq!(status, 0, "{}", String::from_utf8_lossy(&err));
        String::from_utf8(out).unwrap()
    };
    let one = run("1");
    assert_eq!(one, run("3"));
    let nums = |line: &str| -> Vec<f64> {
        line.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == '+'))
            .filter_map(|w| w.parse().ok())
            .collect()
    };
    let lines: Vec<&str> = one.lines().collect();
    assert!(lines[1].starts_with("mcts:playouts=40: "), "{one}");
    let (a, b) = (nums(lines[0]), nums(lines[1]));
    let (a, b) = (&a[a.len() - 4..], &b[b.len() - 4..]);
    assert_eq!((a[0], a[1], a[2]), (b[2], b[1], b[0]), "{one}");
    assert_eq!(a[0] + a[1] + a[2], 9.0);
    assert_eq!(a[3], -b[3]);
}

/// The rule-set position against the naive oracle: on random games of
/// three and four players, four and eight directions, the same moves, the
/// same flips, and a playout that ends where the oracle says nobody can
/// move.
#[test]
fn multi_position_agrees_with_the_oracle() {
    use crate::oracle::variants::VGame;
    use othello::board::Board;
    use othello::engine::multi::Multi;
    use othello::rules::{Directions, Rules};
    let mut rng = Rng::new(21);
    let mut moves: Vec<Move> = Vec::new();
    for round in 0..24 {
        let players = 3 + round % 2;
        let (dirs, directions) = if round % 4 < 2 {
            (8, Directions::Eight)
        } else {
            (4, Directions::Four)
        };
        let (rows, cols) = [(6, 6), (8, 8), (6, 10)][round % 3];
        let rules = Rules {
            directions,
            players,
        };
        let mut g = VGame::start(rows, cols, players as u8, dirs);
        let board = Board::standard_for(rows, cols, rules).unwrap();
        let mut pos = Multi::new(&board, rules, None, 0);
        let plies = rng.below((rows * cols) as u64);
        for _ in 0..plies {
            if g.to_move == 0 {
                break;
            }
            while pos.seat() + 1 != g.to_move as usize {
                assert!(pos.play(PASS));
            }
            pos.moves(&mut moves);
            let want: Vec<Move> = g
                .playable(g.to_move)
                .iter()
                .map(|&(r, c)| (r * cols + c) as Move)
                .collect();
            assert_eq!(moves, want);
            let (r, c) = g.playable(g.to_move)[rng.below(want.len() as u64) as usize];
            assert_eq!(
                pos.flip_count((r * cols + c) as Move) as usize,
                g.flips(r, c, g.to_move).len()
            );
            assert!(pos.play((r * cols + c) as Move));
            g.play(r, c);
        }
        // A playout draws the same moves as the oracle playing the
        // `rng.below(n)`-th of its n moves in row-major order.
        let seed = rng.next_u64();
        let o = pos.clone().playout(&mut Rng::new(seed));
        let mut oracle_rng = Rng::new(seed);
        while g.to_move != 0 {
            let m = g.playable(g.to_move);
            let (r, c) = m[oracle_rng.below(m.len() as u64) as usize];
            g.play(r, c);
        }
        for p in 0..players {
            assert_eq!(o.discs[p] as usize, g.count(p as u8 + 1), "round {round}");
        }
    }
}

/// Greedy against greedy with three players and no random opening: every
/// game is the same game, played by a naive greedy player (most flips,
/// the first in row-major order on ties) on the variants oracle; the
/// second engine sits in seat (g + 1) % 3 of game g and wins when its seat
/// has the most discs alone. The totals `match` prints follow.
#[test]
fn three_player_greedy_match_agrees_with_the_oracle() {
    use crate::oracle::variants::VGame;
    let mut g = VGame::start(6, 6, 3, 8);
    while g.to_move != 0 {
        let p = g.to_move;
        let moves = g.playable(p);
        let mut best = moves[0];
        for &(r, c) in &moves {
            if g.flips(r, c, p).len() > g.flips(best.0, best.1, p).len() {
                best = (r, c);
            }
        }
        g.play(best.0, best.1);
    }
    let d: Vec<i64> = (1..=3).map(|p| g.count(p) as i64).collect();
    // Per engine: wins, draws, losses, margin sum.
    let mut t = [[0i64; 4]; 2];
    for game in 0..3 {
        let lone = (game + 1) % 3;
        let field = (0..3).filter(|&s| s != lone).map(|s| d[s]).max().unwrap();
        for (e, (mine, theirs)) in [(field, d[lone]), (d[lone], field)].into_iter().enumerate() {
            let k = match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => 0,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 2,
            };
            t[e][k] += 1;
            t[e][3] += mine - theirs;
        }
    }
    let count = |n: i64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let line = |seat: &str, t: &[i64; 4]| {
        format!(
            "greedy ({seat}): {}, {}, {}, average margin {:+.2}\n",
            count(t[0], "win", "wins"),
            count(t[1], "draw", "draws"),
            count(t[2], "loss", "losses"),
            t[3] as f64 / 3.0
        )
    };
    let pct = (t[0][0] as f64 + t[0][1] as f64 / 2.0) * 100.0 / 3.0;
    let want = format!(
        "{}{}greedy (A) score {pct:.1}% ({} w, {} d, {} l)\n",
        line("A", &t[0]),
        line("B", &t[1]),
        t[0][0],
        t[0][1],
        t[0][2]
    );
    let argv: Vec<String> = [
        "match",
        "greedy",
        "greedy",
        "--players",
        "3",
        "--games",
        "3",
        "--openings",
        "0",
        "--size",
        "6",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let ran = crate::support::run(&argv, b"");
    assert_eq!(ran.status, 0, "{}", ran.stderr());
    let out = ran.out;
    assert_eq!(String::from_utf8(out).unwrap(), want);
}
