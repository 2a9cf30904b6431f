//! Everything the game screen shows, in one value ([`Screen`]) for the game component.

use super::{Controls, HandEnd, HandTile, ScoreSheet, SeatView, TableView};
use crate::rules::{Family, Move};
use crate::view::link::SharedDeal;
use crate::view::table::{Picked, TableState, YOU};

/// Everything the game screen shows, in one value for the screen's component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Screen {
    /// The family played.
    pub family: Family,
    /// The hand's number.
    pub hand_no: usize,
    /// The match seed.
    pub seed: u64,
    /// The query string of a link that deals this match for someone else ("?game=...").
    pub share: String,
    /// Changes with every move and every tile picked: lets tests (and focus handling)
    /// notice that the table moved on.
    pub step: String,
    /// Your tiles.
    pub hand: Vec<HandTile>,
    /// Your rack's places (see [`TableState::rack`]): your rack keeps the rows they
    /// take, so that the board does not move when your hand shrinks.
    pub held: usize,
    /// The tiles you were dealt this hand: a desktop's rack stays centred as dealt, the
    /// places draws add going at its end (see [`crate::app::components::hand`]).
    pub dealt: usize,
    /// What you can do now.
    pub controls: Controls,
    /// Every seat, yours first.
    pub seats: Vec<SeatView>,
    /// Tiles left to draw, in games with a boneyard.
    pub boneyard: Option<usize>,
    /// What the SVG table draws.
    pub table: TableView,
    /// The live region's lines.
    pub said: Vec<String>,
    /// Which of them are shown on screen (screen readers get them all): the latest
    /// move, and the line before it unless the latest is the prompt, which has its own
    /// line below (picking a tile changes that line, not these).
    pub said_shown: Vec<bool>,
    /// This hand's moves.
    pub log: Vec<crate::view::table::LogLine>,
    /// The score sheet.
    pub sheet: ScoreSheet,
    /// The hand-end summary, once the hand is over.
    pub hand_end: Option<HandEnd>,
    /// The summary is hidden while you look at the table as the hand ended.
    pub looking: bool,
    /// Your only legal move, when it is your turn, nothing is picked and there is just
    /// one (a lone pass, a forced draw or pose): the table options may make it for you.
    pub forced: Option<Move>,
    /// The hand is blocked for anyone to see (nothing off the table fits, nothing to
    /// draw): your lone pass is then made for you whatever the options say.
    pub blocked: bool,
    /// The tile tracker of your seat (shown when the option is on).
    pub tracker: crate::view::tracker::TrackerLines,
}

impl Screen {
    /// Your seat, and every other seat in order: the table's bottom row and the rest.
    pub fn you_and_others(&self) -> (Option<SeatView>, Vec<SeatView>) {
        let (you, others): (Vec<_>, Vec<_>) = self
            .seats
            .iter()
            .cloned()
            .partition(|x| x.relation == super::Relation::You);
        (you.into_iter().next(), others)
    }
}

impl TableState {
    /// See [`Screen::said_shown`].
    fn said_shown(&self) -> Vec<bool> {
        let prompt = self.turn_prompt();
        let n = self.said().len();
        let shown = |(i, line): (usize, &String)| {
            if i + 1 == n {
                *line != prompt
            } else {
                i + 2 == n
            }
        };
        self.said().iter().enumerate().map(shown).collect()
    }

    /// Everything the game screen shows.
    pub fn screen(&self) -> Screen {
        let picked = match self.picked() {
            Picked::Nothing => "none",
            Picked::Tile(_) => "tile",
            Picked::TileOn(..) => "end",
        };
        Screen {
            family: self.game().variant().family(),
            hand_no: self.hand_number(),
            seed: self.game().seed(),
            share: SharedDeal::new(self.game().variant(), |s| self.level(s), self.game().seed())
                .to_query(),
            step: format!(
                "h{}-m{}-{picked}",
                self.hand_number(),
                self.game().moves().len()
            ),
            hand: self.hand(),
            held: self.rack().0.len(),
            dealt: self.secrets(YOU).dealt.len(),
            controls: self.controls(),
            seats: self.seats(),
            boneyard: self.boneyard(),
            table: self.table_view(),
            said: self.said().to_vec(),
            said_shown: self.said_shown(),
            log: self.log().to_vec(),
            sheet: self.score_sheet(),
            hand_end: self.hand_end(),
            looking: self.looking(),
            forced: match self.legal() {
                [only] if self.your_turn() && matches!(self.picked(), Picked::Nothing) => {
                    Some(*only)
                }
                _ => None,
            },
            blocked: self.game().hand().blocked_in_sight(),
            tracker: self.tracker(),
        }
    }
}
