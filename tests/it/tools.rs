//! The tools: `gen`, `judge`, `diff`, `perft`, `solve`, `best`, `train` and the
//! engines behind `match`, and the warning before work that takes hours.

mod best;
mod diff;
mod engine;
mod gen;
mod gen_checkers;
mod judge;
mod judge_processes;
mod limits;
mod long_work;
mod perft;
mod protocols;
mod records;
mod solve;
mod train;
