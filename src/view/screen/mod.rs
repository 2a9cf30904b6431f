//! What the table's panels show, worked out from a
//! [`TableState`](crate::view::table::TableState): your hand and what you may do now, the
//! seats around the table, the tiles for the SVG table, the hand-end summary and the score
//! sheet. Plain data for the Yew components to draw.
//!
//! One file per component of `app::components` that has a view-model, under the
//! component's name.

mod actions;
mod game;
mod hand;
mod hand_end;
mod score_sheet;
mod seats;
mod table;

pub use actions::{Choice, Controls};
pub use game::Screen;
pub use hand::HandTile;
pub use hand_end::{HandEnd, RevealedHand};
pub use score_sheet::{match_goal, ScoreSheet};
pub use seats::{signal_short, Relation, SeatView};
pub use table::TableView;
