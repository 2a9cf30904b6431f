//! Replays and game records at the page: a record opened from a file (the JSON of
//! [`crate::record`], which `dominoes replay` reads; the page writes one with
//! [`TableState::record_json`]), and the replay of one hand, stepped move by move with
//! every hand face up.
//!
//! A [`Replay`] holds its own copy of a match (the one at the table when it was opened,
//! or one read from a record) and rebuilds the position it shows from that copy's
//! transcript: the live match is never touched. A record opened from a file can be
//! played on from where it stops: you take South (seat 0, the seat the page always
//! gives you; a record names no person's seat), the others play at the picker's levels.
//! Playing on replaces the match at the table (and its saved copy), so where that match
//! is not over the page asks first, and Cancel leaves it as it was. A match played on is
//! not yours from its start (the record's hands were played by whoever made it), so it
//! is marked as such and never counted in your statistics.

use super::screen::{RevealedHand, Screen};
use super::table::{AppState, TableState};
use crate::ai::Level;
use crate::record::{Record, RecordError};
use crate::rules::{Seat, Signal};

/// Reads a record opened at the page: checked in full as `dominoes replay` checks it
/// (the same [`RecordError`] messages), then played through a table with the computer
/// seats at `levels`. Records whose hands are dealt explicitly rather than from the seed
/// are refused: the page deals from seeds only.
pub fn open_record(text: &str, levels: [Level; 4]) -> Result<TableState, String> {
    let record = Record::read(text).map_err(|e| e.to_string())?;
    let played = record.replay().map_err(|e| e.to_string())?;
    let seed = match played.seed() {
        Some(seed) if record.hands.iter().all(|h| h.deal.is_none()) => seed,
        _ => return Err("the page opens records dealt from a seed only".into()),
    };
    let mut hands: Vec<Vec<String>> = record.hands.into_iter().map(|h| h.moves).collect();
    if hands.is_empty() {
        hands.push(Vec::new());
    }
    let variant = played.game().variant().clone();
    TableState::replay(variant, levels, seed, &hands)
}

/// The message shown for a file too long to read (the command line's own).
pub fn too_large(bytes: f64) -> Option<String> {
    (bytes > crate::record::MAX_RECORD_BYTES as f64).then(|| {
        RecordError::TooLarge {
            bytes: bytes as usize,
        }
        .to_string()
    })
}

/// What the replay's controls do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayStep {
    /// Replay this hand (from 1) of the match at the table.
    Open(usize),
    /// Replay this hand (from 1) of the match at the table, shown after this many of its
    /// moves (a decision the hand review marked), with the review's words for it.
    OpenAt(usize, usize, String),
    /// Open a record from a file's text (or the error met reading the file).
    Record(Result<String, String>),
    /// Show this hand (from 1), from its start.
    Hand(usize),
    /// Back to the hand's start.
    Start,
    /// One move back.
    Back,
    /// One move on.
    Forward,
    /// To the hand's end.
    End,
    /// Start or stop playing the moves by themselves.
    Auto(bool),
    /// The next move of the autoplay.
    Tick,
    /// Leave the replay.
    Close,
    /// Play on from where an opened record stops, against the computer: at once if no
    /// match in progress would be lost, otherwise once asked.
    PlayOn,
    /// Play on, replacing the match in progress (the answer to the question).
    Replace,
    /// Keep the match in progress: no playing on (the other answer).
    Keep,
}

/// A replay: a match (its own copy), the hand shown and how many of its moves.
#[derive(Clone, Debug)]
pub struct Replay {
    table: TableState,
    /// The hand shown, before its first move (so that a step replays that hand alone).
    start: TableState,
    /// The hand shown (from 1).
    pub hand: usize,
    /// How many of its moves are played.
    pub step: usize,
    /// Whether the moves play by themselves.
    pub auto: bool,
    /// Whether the match comes from a record file (it can then be played on).
    pub opened: bool,
    /// Whether it asks before playing on in place of a match in progress.
    pub asking: bool,
    /// The hand review's words for a decision, said while the replay shows it: the
    /// hand, the moves before it and the words.
    note: Option<(usize, usize, String)>,
}

impl Replay {
    /// A replay of `table`'s hand `hand` (from 1), at its start.
    pub fn new(table: TableState, hand: usize, opened: bool) -> Replay {
        let mut replay = Replay {
            start: table.clone(),
            table,
            hand: 1,
            step: 0,
            auto: false,
            opened,
            asking: false,
            note: None,
        };
        replay.go(ReplayStep::Hand(hand));
        replay
    }

    /// The hands that can be replayed: every finished one, and for a record the last
    /// one even unfinished (a live hand in progress would show hidden tiles).
    pub fn hands(&self) -> usize {
        let n = self.table.transcript().len();
        if self.opened || self.table.game().hand_finished() {
            n
        } else {
            n - 1
        }
    }

    /// How many moves the hand shown has.
    pub fn moves(&self) -> usize {
        self.table
            .transcript()
            .get(self.hand - 1)
            .map_or(0, Vec::len)
    }

    /// The whole match (what "Save record" writes, what "Play on" plays).
    pub fn table(&self) -> &TableState {
        &self.table
    }

    /// Whether the match can be played on: a record's, not over.
    pub fn can_play_on(&self) -> bool {
        self.opened && !self.table.game().is_over()
    }

    /// Moves through the replay (opening, closing and playing on are the page's).
    pub fn go(&mut self, step: ReplayStep) {
        let end = self.moves();
        // Any other control is an answer too: the match in progress is kept.
        self.asking = false;
        match step {
            ReplayStep::Hand(h) => {
                self.hand = h.clamp(1, self.hands().max(1));
                self.step = 0;
                self.auto = false;
                let all = self.table.transcript();
                let mut hands = all[..self.hand - 1].to_vec();
                hands.push(Vec::new());
                let variant = self.table.game().variant().clone();
                let levels = [1, 1, 2, 3].map(|s| self.table.level(Seat::new(s)));
                // The transcript was played once already, so it replays.
                self.start = TableState::replay(variant, levels, self.table.game().seed(), &hands)
                    .unwrap_or_else(|_| self.table.clone());
            }
            ReplayStep::Start => self.step = 0,
            ReplayStep::Back => self.step = self.step.saturating_sub(1),
            ReplayStep::Forward | ReplayStep::Tick => self.step = (self.step + 1).min(end),
            ReplayStep::End => self.step = end,
            ReplayStep::Auto(on) => {
                if on && self.step == end {
                    self.step = 0;
                }
                self.auto = on;
            }
            _ => {}
        }
        if self.step == end || !matches!(step, ReplayStep::Tick | ReplayStep::Auto(_)) {
            self.auto &= matches!(step, ReplayStep::Auto(true)) && self.step < end;
        }
    }

    /// The position shown: the hand's start and its first `step` moves.
    pub fn position(&self) -> TableState {
        let mut position = self.start.clone();
        let moves = self.table.transcript().get(self.hand - 1);
        for text in moves.map_or(&[][..], |m| &m[..self.step]) {
            let (text, signal) = Signal::split_from(text);
            // The transcript was played once already, so every move reads and is legal.
            if let Ok(mv) = position.game().hand().parse_move(text) {
                position.play_noted(mv, signal);
            }
        }
        position
    }
}

/// What the replay view shows: the position's screen with every hand face up, what the
/// last move did, where the replay stands, and the match as a record (to save).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayScreen {
    /// The position, as the table draws it.
    pub screen: Screen,
    /// Every seat's tiles, face up.
    pub hands: Vec<RevealedHand>,
    /// The last move in words (the hand's result once it is over).
    pub said: String,
    /// The hand shown (from 1), how many can be shown, the moves played, and of how many.
    pub at: [usize; 4],
    /// Whether the moves play by themselves.
    pub auto: bool,
    /// Whether "Play on" is offered.
    pub play_on: bool,
    /// Whether it asks before replacing the match in progress.
    pub asking: bool,
    /// The whole match as a game record.
    pub record: String,
}

impl Replay {
    /// What the replay view shows now.
    pub fn screen(&self) -> ReplayScreen {
        let position = self.position();
        let players = position.game().variant().players();
        let hand = position.game().hand();
        let hands = Seat::all(players)
            .map(|s| {
                let mut tiles: Vec<_> = hand.hand(s).into_iter().collect();
                super::sort_by_key(&mut tiles, |t| (t.low(), t.high()));
                RevealedHand {
                    name: s.name(players),
                    count: tiles.iter().map(|t| t.pips()).sum(),
                    went_out: tiles.is_empty(),
                    tiles,
                }
            })
            .collect();
        let mut screen = position.screen();
        // Your tiles are shown, never offered: nothing is played from a replay.
        for tile in &mut screen.hand {
            (tile.playable, tile.picked, tile.reason) = (false, false, None);
        }
        let note = self
            .note
            .as_ref()
            .filter(|n| (n.0, n.1) == (self.hand, self.step));
        let said = match (note, &screen.hand_end, position.log().last()) {
            (Some((_, _, words)), _, _) => words.clone(),
            (None, Some(end), _) => format!("{}.", end.headline),
            (None, None, Some(line)) => line.text.clone(),
            (None, None, None) => format!("Hand {}: the deal.", self.hand),
        };
        ReplayScreen {
            screen,
            hands,
            said,
            at: [self.hand, self.hands(), self.step, self.moves()],
            auto: self.auto,
            play_on: self.can_play_on(),
            asking: self.asking,
            record: self.table.record_json(),
        }
    }
}

impl AppState {
    /// Whether a match in progress would be lost by playing on: one at the table or left
    /// for the picker (the saved one), not over.
    pub fn match_in_progress(&self) -> bool {
        self.table
            .iter()
            .chain(&self.paused)
            .any(|t| !t.game().is_over())
    }

    /// A replay of the table's hand `hand` (from 1) after `at` of its moves, saying
    /// `note` there; finished hands only (a hand in play would show hidden tiles).
    fn replay_of(&self, hand: usize, at: usize, note: Option<String>) -> Option<Replay> {
        let mut replay = Replay::new(self.table.clone()?, hand, false);
        replay.step = at.min(replay.moves());
        replay.note = note.map(|n| (replay.hand, replay.step, n));
        (replay.hands() > 0).then_some(replay)
    }

    /// The page after a replay control: opening a replay leaves the table as it is;
    /// playing on puts the record's match at the table in place of any other, asking
    /// first where that one is in progress.
    pub fn replay_step(&self, step: ReplayStep) -> AppState {
        let mut next = self.clone();
        match step {
            ReplayStep::Open(hand) => next.replay = self.replay_of(hand, 0, None),
            ReplayStep::OpenAt(hand, at, note) => {
                next.replay = self.replay_of(hand, at, Some(note))
            }
            ReplayStep::Record(text) => {
                let s = &self.settings;
                let levels = [s.level(1), s.level(1), s.level(2), s.level(3)];
                match text.and_then(|text| open_record(&text, levels)) {
                    Ok(table) => {
                        let last = table.transcript().len();
                        next.replay = Some(Replay::new(table, last, true));
                        next.notice = None;
                    }
                    Err(why) => next.notice = Some(format!("This record cannot be opened: {why}")),
                }
            }
            ReplayStep::Close => next.replay = None,
            ReplayStep::PlayOn if self.match_in_progress() => {
                if let Some(replay) = &mut next.replay {
                    replay.asking = replay.can_play_on();
                    replay.auto = false;
                }
            }
            ReplayStep::PlayOn | ReplayStep::Replace => {
                if let Some(replay) = next.replay.take().filter(Replay::can_play_on) {
                    next.table = Some(replay.table.with_played_on(true));
                    next.paused = None;
                }
            }
            step => {
                if let Some(replay) = &mut next.replay {
                    replay.go(step);
                }
            }
        }
        next
    }
}
