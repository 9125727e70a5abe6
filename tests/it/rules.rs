//! The rules core against the oracles: the 8 x 8 bitboard and its counting
//! kernels, the generic board's sweep, and the game.

mod bitboard;
mod game;
mod kernels;
mod sweep;
