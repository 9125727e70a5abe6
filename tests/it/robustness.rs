//! Hostile input and the edges of I/O: damaged inputs never crash, and the
//! exit statuses say what happened.

mod damaged_input;
mod exit_status;
mod judge_and_console;
mod long_lines;
