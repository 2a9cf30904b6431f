//! How a hand ended and how it was scored (the facts a family's scoring reads and the
//! result it writes, with the notes that explain it), and what a match carries from one
//! hand to the next ([`MatchState`]).

use super::seat::{Seat, Side, Team, MAX_PLAYERS};
use super::tile::Tile;

/// How a hand ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HandEnding {
    /// `seat` played its last tile, `tile`.
    Out {
        /// Who went out.
        seat: Seat,
        /// The last tile.
        tile: Tile,
        /// Both ends were hard ends with different numbers, so this was the one playable
        /// tile left (Jamaican key tile).
        key_tile: bool,
        /// The tile was not a double and its numbers matched both open ends, so it could
        /// go on either (Haitian Dekabès).
        either_end: bool,
    },
    /// Nobody could play.
    Blocked,
}

/// A hand's result, as scored by its family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandResult {
    /// How the hand ended.
    pub end: HandEnding,
    /// Who posed it.
    pub poser: Seat,
    /// Pips left in each seat's hand.
    pub counts: [u32; MAX_PLAYERS],
    /// The side that won the hand; `None` for a tied hand.
    pub winner: Option<Side>,
    /// Points each side earns from the hand, before match rules (six-love resets...).
    pub points: [i32; MAX_PLAYERS],
    /// Why the hand ended and how each number was scored, in words.
    pub notes: Vec<String>,
}

/// Explanations being written for a hand or match, or not: simulation turns them off so
/// no text is formatted in the hot path.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    on: bool,
    lines: Vec<String>,
}

impl Notes {
    /// Notes that record (`on`) or ignore what they are told.
    pub fn new(on: bool) -> Notes {
        Notes {
            on,
            lines: Vec::new(),
        }
    }

    /// Adds a line, formatting it only when notes are on.
    #[inline]
    pub fn add(&mut self, line: impl FnOnce() -> String) {
        if self.on {
            self.lines.push(line());
        }
    }

    /// The lines written so far.
    pub fn lines(&self) -> &[String] {
        &self.lines
    }

    /// Takes the lines, leaving the notes empty (and still on or off).
    pub fn take(&mut self) -> Vec<String> {
        std::mem::take(&mut self.lines)
    }
}

/// Who poses the next hand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NextPose {
    /// The family's opening rule (the first hand, after a tie or a reset).
    Opening,
    /// This seat poses any tile.
    Seat(Seat),
    /// This team chooses its poser, who poses any tile.
    Team(Team),
    /// This seat poses a double of its choice or passes the pose on (French).
    Double(Seat),
}

/// The scores and everything else the family carries from one hand to the next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchState {
    /// Points per side (team or player).
    pub scores: [i32; MAX_PLAYERS],
    /// Games won per side, where a match is several games.
    pub games: [u32; MAX_PLAYERS],
    /// Tied hands waiting to be settled by the next win (tie replays, Haitian ties).
    pub pending_ties: u32,
    /// The next hand is a Jamaican 1-1 play-off.
    pub playoff: bool,
    /// Who poses the next hand.
    pub next_pose: NextPose,
    /// Who opened the current game (Partnership rotates from it).
    pub game_opener: Option<Seat>,
    /// The side that won the match, once it is over.
    pub winner: Option<Side>,
    /// What the last hand did to the match, in words ("back to 0-0").
    pub notes: Vec<String>,
}

impl MatchState {
    /// The state before a match's first hand.
    pub(crate) fn new() -> MatchState {
        MatchState {
            scores: [0; MAX_PLAYERS],
            games: [0; MAX_PLAYERS],
            pending_ties: 0,
            playoff: false,
            next_pose: NextPose::Opening,
            game_opener: None,
            winner: None,
            notes: Vec::new(),
        }
    }
}
