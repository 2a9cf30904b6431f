//! The page's pieces, one component per file. They take data and callbacks as
//! properties and hold no game logic.

mod actions;
mod game;
mod hand;
mod hand_end;
mod move_log;
mod picker;
mod replay;
mod rule_card;
mod score_sheet;
mod seats;
mod share;
mod sound_button;
mod stats;
mod table;
mod tile;
mod tracker;
mod vibrate_option;

/// Past this many characters a live-region line is "wordy": held sideways, it takes a
/// smaller type in its box (the table's line and the replay's alike).
const WORDY: usize = 60;

pub use actions::{Actions, ActionsProps};
pub use game::{Game, GameProps};
pub use hand::{Hand, HandProps};
pub use hand_end::{HandEndDialog, HandEndProps};
pub use move_log::{MoveLog, MoveLogProps};
pub use picker::{value_words, Picker, PickerProps};
pub use replay::{open_record, Records, ReplayProps, ReplayView};
pub use rule_card::{RuleCardProps, RuleCardView};
pub use score_sheet::{ScoreSheetProps, ScoreSheetView};
pub use seats::{Seats, SeatsProps, YourSeat, YourSeatProps};
pub use share::{SharePanel, SharePanelProps};
pub use sound_button::sound_button;
pub use stats::stats_panel;
pub use table::{close_table_key, Table, TableProps};
pub use tile::{TileBack, TileBackProps, TileFace, TileFaceProps};
pub use tracker::{tracker_on, tracker_panel, TRACKER_KEY};
pub use vibrate_option::vibrate_option;
