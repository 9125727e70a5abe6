//! Text in and out: line and token reading, board text, square names.

pub mod fixed;
pub mod notation;
pub mod packed;
pub mod position;
pub mod reader;
pub mod validate;
pub mod visible;
