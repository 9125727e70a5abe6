//! Hostile input and the edges of I/O: damaged inputs never crash, the
//! exit statuses say what happened, option values at the integer limits
//! mean what they say, and files that are not regular are never replaced.

mod damaged_input;
mod damaged_tools;
mod exit_status;
mod judge_and_console;
mod long_lines;
mod option_limits;
mod output_files;
