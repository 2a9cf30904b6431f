//! How a family's hands are dealt and played, as data: the half of the seam between the
//! families and the hand engine that the engine reads.

use super::layout::LayoutKind;
use super::seat::Direction;
use super::tile::{DominoSet, Tile};
use super::tileset::TileSet;

/// How tiles join an open end.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Join {
    /// The touching numbers match.
    Match,
    /// The touching numbers add up to the target; tiles whose numbers add up to it (and
    /// 0-0) are wild (Matador).
    SumTo(u8),
}

/// When a player takes tiles from the boneyard.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawRule {
    /// Never: tiles not dealt stay out of play.
    Never,
    /// When no tile fits, one at a time until one fits or the boneyard is empty.
    WhenStuck,
    /// Whenever the player likes, even when a tile fits (Matador).
    Anytime,
}

/// How a family's hands are dealt and played: the data half of the seam.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mechanics {
    /// How many play.
    pub players: u8,
    /// The domino set.
    pub set: DominoSet,
    /// Tiles dealt to each player.
    pub hand_size: u8,
    /// The tiles in the game (the whole set, or without 0-0 for three players).
    pub in_play: TileSet,
    /// Whether and when players draw.
    pub draw: DrawRule,
    /// The layout's shape.
    pub layout: LayoutKind,
    /// How tiles join.
    pub join: Join,
    /// The direction of play.
    pub direction: Direction,
    /// Pass is always allowed, even when a tile fits (French, with a penalty).
    pub pass_always: bool,
    /// Redeal when no player holds a double (Block & Draw).
    pub needs_double: bool,
    /// Points for multiples of five during play (All Fives).
    pub fives: Fives,
    /// Passing costs: when able, three in a row, board passes (French).
    pub pass_penalties: bool,
}

/// Scoring for multiples of five during play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fives {
    /// No points during play.
    Off,
    /// A play whose open ends total a multiple of five scores it at once.
    Auto,
    /// The player must claim the points; a missed claim goes to the next player who
    /// calls muggins.
    Muggins,
}

impl Mechanics {
    /// Any mechanics, to be replaced (a variant is built before its family fills them in).
    pub(crate) fn placeholder() -> Mechanics {
        Mechanics::line(4, DominoSet::DOUBLE_SIX, 7)
    }

    /// The plain line game: match numbers, anti-clockwise, pass when stuck, no drawing.
    pub fn line(players: u8, set: DominoSet, hand_size: u8) -> Mechanics {
        Mechanics {
            players,
            set,
            hand_size,
            in_play: TileSet::prefix(set.len()),
            draw: DrawRule::Never,
            layout: LayoutKind::Line,
            join: Join::Match,
            direction: Direction::AntiClockwise,
            pass_always: false,
            needs_double: false,
            fives: Fives::Off,
            pass_penalties: false,
        }
    }

    /// The same without the double blank (three players, nine tiles each).
    pub fn without_double_blank(mut self) -> Mechanics {
        self.in_play.remove(Tile::new(0, 0));
        self
    }
}
