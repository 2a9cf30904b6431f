//! The page's state and what changes it: one state type ([`AppState`]), one action enum
//! ([`Action`]) and a pure [`AppState::reduce`]. The browser app keeps this in a Yew
//! reducer; nothing here touches the browser, waits or draws random numbers: a new
//! match's seed arrives in its action, and a computer player's move is worked out by
//! [`TableState::computer_move`] (a pure function of the position) and comes back as an
//! action.
//!
//! The table is seen from South's chair: what it hands out about other seats is exactly
//! what a person at South sees (tile counts, never the tiles) until a hand is over.
//!
//! [`TableState`] has its home here, its fields private to this folder: the page's state
//! and its reducer (`page`), what the person does at the table (`reduce`), applying a
//! move (`apply`), what the table asks of you now (`prompt`), the computer players'
//! moves (`computer`) and replaying a transcript (`replay`). What the screen shows of it
//! is worked out in [`super::screen`] through its public methods; saving it is
//! [`super::saved`]'s business, through [`TableState::transcript`] and
//! [`TableState::replay`].

mod apply;
mod computer;
mod hint;
mod page;
mod prompt;
mod reduce;
mod replay;
#[cfg(test)]
mod tests;
mod undo;

pub use computer::{honest_signal, ComputerMove};
pub use page::{Action, AppState};
pub use reduce::TableAction;

use crate::ai::engine::SeatSecrets;
use crate::ai::Level;
use crate::rules::{End, Match, Move, Phase, PoseRule, Seat, Signal, Tile, Variant};

/// The seat of the person at the screen.
pub const YOU: Seat = Seat::new(0);

/// How many lines the live region keeps (the move log keeps everything).
const SAID_LINES: usize = 16;

/// What "pose" means, said in the live region with the match's first pose (and its
/// prompt), where a new player meets the word.
pub const POSE_MEANS: &str = "To pose is to play a hand's first tile.";

/// A tile picked from your hand, waiting for its end or open number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picked {
    /// Nothing picked.
    Nothing,
    /// A tile that fits several ends.
    Tile(Tile),
    /// A tile on an end where it can leave either number open.
    TileOn(Tile, End),
}

/// What a seat did on its last turn, shown at the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatMark {
    /// Nothing to show.
    Nothing,
    /// It passed.
    Passed,
    /// It drew this many tiles in a row.
    Drew(u8),
    /// It passed and paid a penalty for it (French).
    PassPenalty,
    /// It put this tile down (posed or played), scoring these points with it (All Fives:
    /// at once, or claimed right after; 0 elsewhere).
    Played(Tile, u32),
}

/// One line of the move log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// Who moved.
    pub seat: Seat,
    /// What happened ("East played 6-2 on the 6 end").
    pub text: String,
}

/// One finished hand on the score sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetRow {
    /// The hand's number (1 for the first).
    pub hand: usize,
    /// The side that won the hand, or `None` for a tied hand.
    pub winner: Option<&'static str>,
    /// Points the hand added to each side's score, tied hands it settled included (a
    /// replayed Jamaican tie); for a side sent back to 0, the points it earned.
    pub points: Vec<i32>,
    /// Each side's match score after the hand.
    pub scores: Vec<i32>,
    /// Each side whose score the hand sent back to 0 (a six-love reset, Cut Throat once
    /// every player has won, the losers of a Haitian hand, a new game).
    pub reset: Vec<bool>,
    /// Each side's games won, where a match is several games.
    pub games: Option<Vec<u32>>,
    /// Each side that won a game with the hand, its score then starting again at 0.
    pub won_game: Vec<bool>,
}

impl SheetRow {
    /// What the hand did to side `i`'s score, after the score on the sheet: " (+2)",
    /// " (0)", " (won the game)" when it won a game and starts the next at 0, or
    /// " (reset)" when it sent the score back to 0.
    pub fn change(&self, i: usize) -> String {
        match (self.reset.get(i), self.points.get(i)) {
            (Some(true), _) if self.won_game.get(i) == Some(&true) => " (won the game)".to_string(),
            (Some(true), _) => " (reset)".to_string(),
            (_, Some(&p)) if p > 0 => format!(" (+{p})"),
            (_, p) => format!(" ({})", p.copied().unwrap_or(0)),
        }
    }
}

/// A match in progress, seen from South.
#[derive(Clone, Debug)]
pub struct TableState {
    game: Match,
    levels: [Level; 4],
    hand_no: usize,
    legal: Vec<Move>,
    picked: Picked,
    signal: Option<Signal>,
    said: Vec<String>,
    log: Vec<LogLine>,
    sheet: Vec<SheetRow>,
    marks: [SeatMark; 4],
    /// What each seat alone knows of the hand: its dealt tiles and its draws (what the
    /// engine requests of a computer seat carry; see [`TableState::engine_requests`]).
    secrets: [SeatSecrets; 4],
    /// How the hand was to be posed when it was dealt.
    pose: PoseRule,
    /// Every hand's moves so far in record notation, a signal after its play (what a
    /// saved match keeps; see [`super::saved`]).
    transcript: Vec<Vec<String>>,
    /// The hand is over and you are looking at the table, its summary hidden.
    looking: bool,
    /// You looked at the table since the hand ended: its summary comes back at once.
    looked: bool,
    /// How many hints were given in this match.
    hints: u32,
    /// The play the latest hint would make, with the number of the hand's moves when it
    /// was given: its tile marked in your hand, and its end (or the number it leaves
    /// open) among the choices once the tile is picked, while the position stays the same.
    hinted: Option<(usize, Move)>,
    /// How many undos were made in this match.
    undos: u32,
    /// Whether the match was played on from a record opened at the page (see
    /// [`crate::view::replay`]): not yours from its start, so not in your statistics.
    played_on: bool,
    /// The number of this hand's moves before each of your decisions in it (a turn
    /// with more than one legal move): where undo goes back to.
    decisions: Vec<usize>,
}

impl TableState {
    /// A fresh match of `variant` dealt from `seed`, with the computer seats at `levels`
    /// (index = seat; South's entry is not used).
    pub fn new(variant: Variant, levels: [Level; 4], seed: u64) -> TableState {
        let mut table = TableState {
            game: Match::new(variant, seed),
            levels,
            hand_no: 1,
            legal: Vec::new(),
            picked: Picked::Nothing,
            signal: None,
            said: Vec::new(),
            log: Vec::new(),
            sheet: Vec::new(),
            marks: [SeatMark::Nothing; 4],
            secrets: Default::default(),
            pose: PoseRule::Any(YOU),
            transcript: vec![Vec::new()],
            looking: false,
            looked: false,
            hints: 0,
            hinted: None,
            undos: 0,
            played_on: false,
            decisions: Vec::new(),
        };
        table.deal_secrets();
        table.refresh();
        // The first hand's first line says what posing is when its prompt asks you to
        // (else the line of the computer's pose says it): once a match.
        let posing = table.your_turn()
            && matches!(
                table.game.hand().phase(),
                Phase::Pose | Phase::ChoosePoser(_)
            );
        let meaning = if posing {
            format!(" {POSE_MEANS}")
        } else {
            String::new()
        };
        // Who plays with you, said once a match (a playtest: on a phone only colours
        // told the partner).
        let variant = table.game.variant();
        let players = variant.players();
        let partner = Seat::all(players)
            .find(|&s| {
                s != YOU && variant.partnership() && variant.side_of(s) == variant.side_of(YOU)
            })
            .map(|s| format!("{} is your partner. ", s.name(players)))
            .unwrap_or_default();
        table.said.push(format!(
            "Hand 1. {partner}{}{}{meaning}",
            table.prompt(),
            table.pose_reason()
        ));
        table
    }

    /// Why the tile you must pose is that one, when the rule is the highest double dealt
    /// and that is not the set's top double (which the rule card names): " 5-5 is the
    /// highest double dealt." Empty otherwise (French's 0-0 opens by its own rule).
    pub(super) fn pose_reason(&self) -> String {
        let hand = self.game.hand();
        let mech = hand.mechanics();
        let dealt =
            Seat::all(mech.players).fold(crate::rules::TileSet::EMPTY, |all, s| all | hand.hand(s));
        let doubles = dealt.doubles();
        match (self.your_turn(), hand.phase(), hand.pose_rule()) {
            (true, Phase::Pose, PoseRule::Tile(t)) if t != mech.set.top_double() => {
                match doubles.last() {
                    Some(top) if top == t => format!(" {t} is the highest double dealt."),
                    None if dealt.iter().max_by_key(|x| (x.pips(), x.high())) == Some(t) => {
                        format!(" Nobody was dealt a double: {t} is the heaviest tile.")
                    }
                    _ => String::new(),
                }
            }
            _ => String::new(),
        }
    }

    /// The tile picked and waiting for an end, if any.
    pub fn picked_tile(&self) -> Option<Tile> {
        match self.picked {
            Picked::Nothing => None,
            Picked::Tile(t) | Picked::TileOn(t, _) => Some(t),
        }
    }

    /// Whether it is your move.
    pub fn your_turn(&self) -> bool {
        !self.game.hand_finished() && self.game.hand().turn() == YOU
    }

    /// The computer seat to move now, if it is a computer's turn.
    pub fn computer_to_move(&self) -> Option<Seat> {
        let turn = self.game.hand().turn();
        (!self.game.hand_finished() && turn != YOU).then_some(turn)
    }

    /// The level of the computer at `seat`.
    pub fn level(&self, seat: Seat) -> Level {
        self.levels[seat.index()]
    }

    /// The match being played.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// The hand's number (1 for the first).
    pub fn hand_number(&self) -> usize {
        self.hand_no
    }

    /// The legal moves of the seat to move.
    pub fn legal(&self) -> &[Move] {
        &self.legal
    }

    /// The signal chosen for your next play.
    pub fn signal(&self) -> Option<Signal> {
        self.signal
    }

    /// The live region's lines: every move since your last one, and what to do now.
    pub fn said(&self) -> &[String] {
        &self.said
    }

    /// This hand's moves, in words.
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// Every finished hand of the match.
    pub fn sheet(&self) -> &[SheetRow] {
        &self.sheet
    }

    /// What a seat did on its last turn.
    pub fn mark(&self, seat: Seat) -> SeatMark {
        self.marks[seat.index()]
    }

    /// Whether this hand's last move scored points (All Fives: a play, or its claim): the
    /// next computer move waits longer ([`crate::view::settings::Pace::wait`]).
    pub fn last_move_scored(&self) -> bool {
        self.log
            .last()
            .is_some_and(|l| matches!(self.mark(l.seat), SeatMark::Played(_, p) if p > 0))
    }

    /// The tile picked and where it waits: for its end, or on its end for the number it
    /// leaves open.
    pub fn picked(&self) -> Picked {
        self.picked
    }

    /// Whether you looked at the table since the hand ended (its summary then comes back
    /// at once).
    pub fn looked(&self) -> bool {
        self.looked
    }

    /// Whether the hand is over and you are looking at the table, its summary hidden.
    pub fn looking(&self) -> bool {
        self.looking && self.game.hand_finished()
    }

    /// What only `seat` knows of this hand: the tiles dealt it and those it drew.
    pub fn secrets(&self, seat: Seat) -> &SeatSecrets {
        &self.secrets[seat.index()]
    }

    /// How many tiles the seats have drawn from the boneyard this hand.
    pub fn tiles_drawn(&self) -> usize {
        self.secrets.iter().map(|s| s.draws.len()).sum()
    }
}

/// The tile a move puts down, if any.
pub fn tile_of(mv: Move) -> Option<Tile> {
    match mv {
        Move::Pose(t) | Move::Play { tile: t, .. } => Some(t),
        _ => None,
    }
}

/// The end a move plays on, if any.
fn end_of(mv: Move) -> Option<End> {
    match mv {
        Move::Play { end, .. } => Some(end),
        _ => None,
    }
}
