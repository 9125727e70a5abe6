//! The depth-limited search's tests: answers on small cases, the
//! full-width search against a plain alpha-beta search, the deadline on a
//! driven clock.

use super::node::negamax;
use super::*;

#[test]
fn takes_a_free_corner() {
    // Black (player) on c3, white on b2: a1 takes the corner.
    let pos = Bitboard {
        player: 1 << 18,
        opponent: 1 << 9,
    };
    for eval in [Evaluation::Learned, Evaluation::Simple] {
        let c = best_move_with(pos, 2, eval).unwrap();
        assert_eq!(c.sq, Square::new(0, 0));
        // Taking b2 ends the game with all discs black.
        assert!(c.value > 0);
    }
}

#[test]
fn a_passed_deadline_still_answers_the_first_ply() {
    let start = Bitboard {
        player: 0x0000_0008_1000_0000,
        opponent: 0x0000_0010_0800_0000,
    };
    let mut s = Searcher::new(10);
    let c = s.best_move(start, 20, Evaluation::Simple, Some(Instant::now()));
    assert_eq!(c.map(|c| c.depth), Some(1));
}

/// A position after `plies` random moves from the start (fewer when the
/// game ends first).
fn random_position(rng: &mut crate::rng::Rng, plies: u32) -> Bitboard {
    let mut pos = Bitboard::START;
    for _ in 0..plies {
        let mut set = pos.moves();
        if set == 0 {
            if pos.pass().moves() == 0 {
                break;
            }
            pos = pos.pass();
            set = pos.moves();
        }
        for _ in 0..rng.below(set.count_ones() as u64) {
            set &= set - 1;
        }
        pos = pos
            .play(crate::bitboard::square(set.trailing_zeros()))
            .unwrap();
    }
    pos
}

/// The plain alpha-beta answer: each root move in row-major order
/// searched with the full window by [`negamax`] (no table, no null
/// windows, no cuts), the first of the best values kept.
fn plain<E: Eval>(pos: Bitboard, depth: u32) -> Option<(Square, i32)> {
    let mut best: Option<(Square, i32)> = None;
    let mut nodes = 0;
    for sq in crate::bitboard::squares(pos.moves()) {
        let next = pos.play(sq).unwrap();
        let v = -negamax::<E, u64>(next.player, next.opponent, depth - 1, -INF, INF, &mut nodes);
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((sq, v));
        }
    }
    best
}

#[test]
fn the_full_width_search_equals_a_plain_alpha_beta_search() {
    let mut rng = crate::rng::Rng::new(38);
    // One searcher for every case: what its table keeps from one search
    // must not change the next one's answer.
    let mut searcher = Searcher::new(14);
    for case in 0..60 {
        let plies = rng.range(4, 54) as u32;
        let pos = random_position(&mut rng, plies);
        let depth = 1 + case % 6;
        for eval in [Evaluation::Learned, Evaluation::Simple] {
            let want = match eval {
                Evaluation::Learned => plain::<Learned>(pos, depth),
                Evaluation::Simple => plain::<Simple>(pos, depth),
            };
            let got = searcher.best_move(pos, depth, eval, None);
            assert_eq!(
                got.map(|c| (c.sq, c.value)),
                want,
                "case {case}, depth {depth}, {eval:?}"
            );
        }
    }
}

/// A clock that moves 100 microseconds at each reading, as if the search
/// between two readings took that long; it keeps its last reading.
struct DrivenClock(std::sync::Arc<std::sync::Mutex<Duration>>);

impl Clock for DrivenClock {
    fn now(&self) -> Duration {
        let mut t = self.0.lock().unwrap();
        *t += Duration::from_micros(100);
        *t
    }
}

#[test]
fn a_timed_search_returns_before_its_limit() {
    let mut rng = crate::rng::Rng::new(5);
    let mut searcher = Searcher::with_width(14, Width::Selective);
    for case in 0..20 {
        let plies = rng.range(4, 40) as u32;
        let pos = random_position(&mut rng, plies);
        if pos.moves() == 0 {
            continue;
        }
        let time = std::sync::Arc::new(std::sync::Mutex::new(Duration::ZERO));
        let limit = Duration::from_millis(2 + case % 7 * 3);
        let clock = Box::new(DrivenClock(time.clone()));
        let c = searcher.best_move_on(pos, 60, Evaluation::Learned, clock, Some(limit));
        assert!(c.is_some(), "case {case}");
        assert!(
            *time.lock().unwrap() < limit,
            "case {case}: {:?} of {limit:?}",
            *time.lock().unwrap()
        );
        // Most of the time is used: the search stops within two
        // readings of the limit.
        assert!(
            *time.lock().unwrap() + Duration::from_micros(300) >= limit,
            "case {case}: {:?}",
            *time.lock().unwrap()
        );
    }
}

#[test]
fn the_selective_search_visits_fewer_nodes() {
    let mut rng = crate::rng::Rng::new(9);
    let (mut full, mut selective) = (0, 0);
    for _ in 0..6 {
        let pos = random_position(&mut rng, 20);
        for (width, sum) in [(Width::Full, &mut full), (Width::Selective, &mut selective)] {
            let c = best_move_at(pos, 7, Evaluation::Learned, width).unwrap();
            assert!(pos.moves() >> (c.sq.row * 8 + c.sq.col) & 1 == 1);
            *sum += c.nodes;
        }
    }
    assert!(
        selective * 2 < full,
        "{selective} nodes selective, {full} full"
    );
}
