//! The judge formats, one file each: a dialect reads one problem's input
//! and writes its answer, byte for byte. Each file reads as its own
//! specification: its `COMMAND` (the format in its help), a parse
//! function, a render function and `run`; its generator is in
//! [`crate::gen`]. `othello bundle` takes exactly these.

pub mod baekjoon;
pub mod botzone;
pub mod ccc;
pub mod check_move;
pub mod checkio;
pub mod code_golf;
pub mod codewars;
pub mod coding_ninjas;
pub mod codingame;
pub mod cody;
pub mod console;
pub mod hackerearth;
pub mod kotamanegi;
pub mod lcp41;
pub mod maze_tac_toe;
pub mod moves;
pub mod nowcoder;
pub mod paiza;
pub mod play;
pub mod simple_othello;
pub mod swea;
pub mod uva220;
pub mod yukicoder;
