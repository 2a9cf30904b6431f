//! Your hand as the hand component shows it: each tile, whether it can be played and why
//! not.

use crate::rules::{Move, Tile};
use crate::view::table::{tile_of, TableState, YOU};
use crate::view::unplayable::why_unplayable;

/// One of your tiles as the hand shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandTile {
    /// The tile.
    pub tile: Tile,
    /// Whether it can be played now.
    pub playable: bool,
    /// Whether it is picked and waiting for an end.
    pub picked: bool,
    /// Whether it is the tile the hint asked for now would play.
    pub hinted: bool,
    /// Why it cannot be played now ("Not your turn", "Does not fit 3 or 5"), when it
    /// cannot: the greyed tile's tooltip and accessible description.
    pub reason: Option<String>,
}

impl HandTile {
    /// The button's accessible name: the numbers, low first ("3-5").
    pub fn label(&self) -> String {
        self.tile.to_string()
    }
}

impl TableState {
    /// Your tiles, ordered by low then high number, each marked playable or not.
    pub fn hand(&self) -> Vec<HandTile> {
        let your_turn = self.your_turn();
        let picked = self.picked_tile();
        let hinted = self.hinted_tile();
        let mut tiles: Vec<HandTile> = self
            .game()
            .hand()
            .hand(YOU)
            .into_iter()
            .map(|tile| {
                let playable = your_turn && self.legal().iter().any(|m| tile_of(*m) == Some(tile));
                HandTile {
                    tile,
                    playable,
                    picked: picked == Some(tile),
                    hinted: hinted == Some(tile),
                    reason: (!playable)
                        .then(|| why_unplayable(self.game().hand(), YOU, self.legal(), tile))
                        .flatten(),
                }
            })
            .collect();
        crate::view::sort_by_key(&mut tiles, |h| (h.tile.low(), h.tile.high()));
        tiles
    }

    /// The most tiles you have held at once this hand (a draw adds one, a tile put
    /// down takes one away): at least as many as you hold now.
    pub fn most_held(&self) -> usize {
        let yours = || {
            self.game()
                .history()
                .filter(|(s, _)| *s == YOU)
                .map(|(_, m)| m)
        };
        let change = |m: Move| match m {
            Move::Pose(_) | Move::Play { .. } => -1,
            Move::Draw => 1,
            _ => 0,
        };
        // What you were dealt, then each move of yours in turn.
        let mut now = self.game().hand().hand(YOU).len() as i64 - yours().map(change).sum::<i64>();
        let mut most = now;
        for m in yours() {
            now += change(m);
            most = most.max(now);
        }
        most.max(0) as usize
    }
}
