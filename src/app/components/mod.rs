//! The table's pieces, one component per file. They take data and callbacks as
//! properties and hold no game logic.

mod board;
mod hand;
mod tile;

pub use board::{Board, BoardProps};
pub use hand::{Hand, HandProps};
pub use tile::{TileBack, TileBackProps, TileFace, TileFaceProps};
