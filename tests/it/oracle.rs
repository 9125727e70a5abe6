//! Independent oracles: deliberately slow, naive implementations written
//! for the tests from the rules and the problem statements alone, so that
//! the tests can trust them. They share no rules code with the library,
//! except where a file's doc says what it borrows and why. One oracle per
//! file; a new one is a file here and a `mod` line below.

pub mod baekjoon;
pub mod botzone;
pub mod ccc;
pub mod check_move;
pub mod checkio;
pub mod code_golf;
pub mod codewars;
pub mod coding_ninjas;
pub mod cody;
pub mod console;
pub mod dice;
pub mod game;
pub mod grid;
pub mod hackerearth;
pub mod kotamanegi;
pub mod lcp41;
pub mod lines;
pub mod maze_tac_toe;
pub mod minimax;
pub mod negamax;
pub mod paiza;
pub mod perft;
pub mod play;
pub mod rays;
pub mod simple_othello;
pub mod swea;
pub mod variants;
pub mod variants_input;
pub mod yukicoder;
