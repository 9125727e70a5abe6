//! Records: the formats that carry a game or a position with more than
//! its board (GGF game records, OBF and FFO positions), read into the
//! rules' types and written back, for the tools.

pub mod ffo;
pub mod ggf;
pub mod obf;
