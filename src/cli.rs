//! The command layer's own vocabulary, below the commands and above the
//! libraries: what a command is and may touch ([`command`]), its options
//! ([`args`]), the file it reads ([`input`]), and the options that
//! several commands share ([`variants`], [`hash`], [`bot`]). The files
//! commands write go through [`crate::output_file`].

pub mod args;
pub mod bot;
pub mod command;
#[cfg(feature = "engine")]
pub mod hash;
pub mod input;
pub mod variants;
