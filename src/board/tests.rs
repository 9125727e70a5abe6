//! The board's two-player tests (the player-indexed ones are in
//! `players.rs`).

use super::*;

#[test]
fn standard_start_on_8x8() {
    let b = Board::standard(8, 8).unwrap();
    assert_eq!(b.get(Square::new(3, 3)), Some(Color::White));
    assert_eq!(b.get(Square::new(4, 4)), Some(Color::White));
    assert_eq!(b.get(Square::new(3, 4)), Some(Color::Black));
    assert_eq!(b.get(Square::new(4, 3)), Some(Color::Black));
    let moves: Vec<_> = b.legal_moves(Color::Black).iter().collect();
    let want = [(2, 3), (3, 2), (4, 5), (5, 4)].map(|(r, c)| Square::new(r, c));
    assert_eq!(moves, want);
    assert_eq!(
        b.clone()
            .into_legal_moves(Color::Black)
            .iter()
            .collect::<Vec<_>>(),
        want
    );
    assert!(Board::standard(7, 8).is_none());
}

#[test]
fn play_in_place_agrees_with_play() {
    let mut rng = crate::rng::Rng::new(7);
    for (rows, cols) in [(4, 6), (8, 8), (10, 10)] {
        let mut a = Board::standard(rows, cols).unwrap();
        let mut b = a.clone();
        let mut color = Color::Black;
        for _ in 0..rows * cols {
            let moves: Vec<_> = a.legal_moves(color).iter().collect();
            if moves.is_empty() {
                color = color.opponent();
                if a.legal_moves(color).is_empty() {
                    break;
                }
                continue;
            }
            let sq = moves[rng.below(moves.len() as u64) as usize];
            let want = a.play(sq, color).unwrap();
            let mut got = Vec::new();
            assert_eq!(b.play_in_place(sq, color, |s| got.push(s)), want.len());
            assert_eq!(got, want);
            assert_eq!(a, b);
            assert_eq!(b.play_in_place(sq, color, |_| {}), 0);
            let mut c = Board::empty(2, 2);
            c.copy_from(&b);
            assert_eq!(c, b);
            color = color.opponent();
        }
    }
}

#[test]
fn play_flips_and_rejects() {
    let mut b = Board::standard(8, 8).unwrap();
    assert_eq!(
        b.play(Square::new(2, 3), Color::Black),
        Ok(vec![Square::new(3, 3)])
    );
    assert_eq!(b.count(Color::Black), 4);
    assert_eq!(b.count(Color::White), 1);
    assert_eq!(
        b.play(Square::new(2, 3), Color::White),
        Err(IllegalMove::Occupied)
    );
    assert_eq!(
        b.play(Square::new(0, 0), Color::White),
        Err(IllegalMove::NoFlips)
    );
    assert_eq!(
        b.play(Square::new(8, 0), Color::White),
        Err(IllegalMove::OffBoard)
    );
}
