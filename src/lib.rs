//! Dominoes: a rules engine for Caribbean and classic domino games, the browser table
//! built on it, and the command line.

pub mod rules;
