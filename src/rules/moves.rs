//! A move by the player whose turn it is, and how it is written in record notation.

use super::layout::End;
use super::layout::LayoutKind;
use super::mechanics::Join;
use super::seat::Seat;
use super::tile::Tile;

/// One move by the player whose turn it is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// A team that poses chooses which of its players poses.
    Poser(Seat),
    /// Put the first tile of the hand down.
    Pose(Tile),
    /// Put `tile` on `end`, leaving `open` showing there.
    Play {
        /// The tile played.
        tile: Tile,
        /// The end it goes on.
        end: End,
        /// The number left open at that end.
        open: u8,
    },
    /// Take one tile from the boneyard.
    Draw,
    /// Pass the turn. Right after a scoring play in muggins, it means "go on without
    /// claiming", which leaves the points to the next player.
    Pass,
    /// Claim the points your play just made (All Fives with muggins).
    Claim,
    /// Take the points the previous player made but did not claim (muggins).
    Muggins,
}

impl Move {
    /// The move in record notation: `pose 6-6`, `6-2 left`, `6-1 left open 6` (only when
    /// the open number is a choice), `draw`, `pass`, `poser north`.
    pub fn notation(self, kind: LayoutKind, players: u8, join: Join) -> String {
        match self {
            Move::Poser(s) => format!("poser {}", s.name(players).to_ascii_lowercase()),
            Move::Pose(t) => format!("pose {t}"),
            Move::Play { tile, end, open } => {
                if join.open_is_choice(tile) {
                    format!("{tile} {} open {open}", end.name(kind))
                } else {
                    format!("{tile} {}", end.name(kind))
                }
            }
            Move::Draw => "draw".to_string(),
            Move::Pass => "pass".to_string(),
            Move::Claim => "claim".to_string(),
            Move::Muggins => "muggins".to_string(),
        }
    }
}

/// Whether a tile is wild in Matador: its numbers add up to the target, or it is 0-0.
/// The one place this is written: [`Join::is_wild`], the generator's and the fast
/// playouts' tables of wild tiles all ask it.
#[inline]
pub const fn is_matador(tile: Tile, target: u8) -> bool {
    tile.pips() == target as u32 || (tile.low() == 0 && tile.high() == 0)
}
