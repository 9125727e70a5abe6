//! The rule variants (directions, K players, costs): the naive oracle
//! against the specification's samples, the variant fixtures against the
//! oracle, and `moves` and `play` against it on seeded random inputs.

mod fixtures;
mod moves_and_play;
mod play_games;
mod samples;
