//! What the SVG table component draws: the moves on the table, the ends you may play
//! on, the picked tile and the open ends' total.

use crate::rules::family::Fives;
use crate::rules::{End, Join, LayoutKind, Move, Seat, Tile, TileSet};
use crate::view::table::{tile_of, Picked, TableState};

/// What the SVG table needs: this hand's moves and how to lay them out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    /// This hand's moves, in order.
    pub moves: Vec<Move>,
    /// The layout's shape.
    pub kind: LayoutKind,
    /// Whether doubles lie crosswise (false only in Matador).
    pub doubles_crosswise: bool,
    /// The set's highest double.
    pub set_top: u8,
    /// Open ends that are hard ends (one tile of their number left to play).
    pub hard_ends: Vec<End>,
    /// Whether going out with the key tile scores more (Jamaican's key tile house rule):
    /// only then does the table name the key tile.
    pub key_scores: bool,
    /// The sum tiles must make in Matador.
    pub matador_target: Option<u8>,
    /// The index in `moves` of the last tile put down.
    pub last_move: Option<usize>,
    /// Who put it down (it slides in from that seat's side of the table).
    pub last_seat: Option<Seat>,
    /// How many play.
    pub players: u8,
    /// On your turn, each of your tiles that can be played and the ends it fits (none
    /// for a pose): where a dragged tile may be dropped.
    pub fits: Vec<(Tile, Vec<End>)>,
    /// The tile picked and waiting for an end: the ends it fits glow on the table.
    pub picked: Option<Tile>,
    /// The end the picked tile waits on for the number it leaves open (Matador): that
    /// end alone glows, so the choice made stays in view.
    pub picked_on: Option<End>,
    /// What each open end counts in All Fives (once a tile is down), in order: the table
    /// shows their total and, where more than one counts, the sum.
    pub ends_counts: Option<Vec<u32>>,
    /// Whether plays may carry signals (Haitian partners): the legend says what the
    /// seats' signal badges mean.
    pub signals: bool,
    /// The most tiles this hand can put on the table: those down, in the hands and
    /// left to draw (a re-lay leaves room for no more than can still come).
    pub most: usize,
    /// Open ends drawn dark, taking fewer tiles now than join them: French arms with the
    /// one tile they take (their double), or none while a side of the first double is
    /// bare; Matador's blank ends (none: closed to all but a matador).
    pub held_back: Vec<(End, Option<Tile>)>,
}

impl TableState {
    /// What the SVG table draws.
    pub fn table_view(&self) -> TableView {
        let hand = self.game().hand();
        let mech = hand.mechanics();
        let layout = hand.layout();
        let moves = self.game().moves().to_vec();
        let hard_ends = mech.hard_ends(layout).unwrap_or_default();
        let last_move = moves.iter().rposition(|m| tile_of(*m).is_some());
        let last_seat = last_move.and_then(|i| self.game().history().nth(i).map(|(s, _)| s));
        let mut fits: Vec<(Tile, Vec<End>)> = Vec::new();
        if self.your_turn() {
            for mv in self.legal() {
                let Some(tile) = tile_of(*mv) else { continue };
                let at = match fits.iter().position(|(t, _)| *t == tile) {
                    Some(i) => i,
                    None => {
                        fits.push((tile, Vec::new()));
                        fits.len() - 1
                    }
                };
                if let Move::Play { end, .. } = *mv {
                    if !fits[at].1.contains(&end) {
                        fits[at].1.push(end);
                    }
                }
            }
        }
        let (picked, picked_on) = match self.picked() {
            Picked::Tile(t) => (Some(t), None),
            Picked::TileOn(_, e) => (None, Some(e)),
            Picked::Nothing => (None, None),
        };
        let ends_counts =
            (mech.fives != Fives::Off && layout.pose().is_some()).then(|| layout.fives_counts());
        let players = self.game().variant().players();
        let most = moves.iter().filter(|m| tile_of(**m).is_some()).count()
            + Seat::all(players)
                .map(|s| hand.hand(s).len())
                .sum::<usize>()
            + hand.boneyard_len();
        let held_back = if let Some(target) = mech.join.sum_to() {
            layout
                .open_ends()
                .filter(|&e| {
                    Join::SumTo(target)
                        .partner(layout.end_number(e), mech.set.top())
                        .is_none()
                })
                .map(|e| (e, None))
                .collect()
        } else if mech.layout == LayoutKind::Arms {
            let off_table = TileSet::prefix(mech.set.len()) - layout.played();
            layout
                .open_ends()
                .filter_map(|e| {
                    let takes = hand.end_takes(e);
                    let joins = off_table & TileSet::with_number(layout.end_number(e));
                    (takes != joins).then(|| (e, takes.iter().next()))
                })
                .collect()
        } else {
            Vec::new()
        };
        TableView {
            moves,
            most,
            held_back,
            kind: mech.layout,
            doubles_crosswise: mech.join == Join::Match,
            set_top: mech.set.top(),
            hard_ends,
            key_scores: self.game().variant().key_tile_scores(),
            matador_target: mech.join.sum_to(),
            last_move,
            last_seat,
            players,
            fits,
            picked,
            picked_on,
            ends_counts,
            signals: self.game().signals_allowed(),
        }
    }
}
