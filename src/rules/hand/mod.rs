//! One hand of play, from the deal to going out or a block.
//!
//! Legal moves are generated in one place ([`Hand::legal_moves`]); the checked
//! [`Hand::play`] and the fast [`Hand::play_unchecked`] (for simulation and search) both
//! rely on it. What differs between families reaches this file only as [`Mechanics`] data.

use super::layout::{End, Layout, LayoutKind};
use super::mechanics::{DrawRule, Fives, Join, Mechanics};
use super::penalty::{charge_pass, PassPenalties};
use super::rng::Rng;
use super::seat::{Seat, Team, MAX_PLAYERS};
use super::tile::{Tile, MAX_PIP, MAX_TILES};
use super::tileset::TileSet;
use arrayvec::ArrayVec;
use std::fmt;

pub use super::movelist::{MoveList, MAX_MOVES};
pub use super::moves::{is_matador, Move};
pub use super::outcome::{HandEnding, HandResult, Notes};
pub use deal::{Deal, DealError};
pub use notation::MoveTextError;

mod apply;
mod deal;
mod generate;
mod notation;
mod playout;
#[cfg(test)]
mod tests;

pub(crate) use deal::any_double;
use deal::{in_play_size, shuffle_and_deal};
use playout::*;

/// A scoring play waiting to be claimed (All Fives with muggins).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PendingClaim {
    /// Who made the play.
    pub seat: Seat,
    /// The points it made.
    pub points: u32,
    /// The player went on without claiming: the next player may take the points.
    pub missed: bool,
}

/// Who poses a hand, and what they may pose.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PoseRule {
    /// The holder of this tile poses it.
    Tile(Tile),
    /// This seat poses any tile.
    Any(Seat),
    /// This seat poses any double, or passes the pose on if it holds none (French).
    AnyDouble(Seat),
    /// The team chooses which of its players poses; that player poses any tile.
    Team(Team),
}

/// What stage the hand is at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// The posing team is choosing its poser.
    ChoosePoser(Team),
    /// Waiting for the first tile.
    Pose,
    /// Tiles are being played.
    Play,
    /// The hand has ended.
    Over,
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The hand is over.
    HandOver,
    /// The posing team must first choose its poser.
    MustChoosePoser(Team),
    /// Nobody is choosing a poser now, or the seat is not on the posing team.
    NotPoser(Seat),
    /// The tile is not in the hand of the player to move.
    NotInHand(Tile),
    /// This hand must be posed with this tile.
    MustPose(Tile),
    /// This hand must be posed with a double.
    MustPoseDouble,
    /// The hand has not been posed yet.
    NotPosed,
    /// The hand has already been posed.
    AlreadyPosed,
    /// Nothing waits to be claimed, or it is not yours to claim.
    NothingToClaim,
    /// Signals are not part of this game (Haitian partners with the signals option only).
    NoSignals,
    /// A signal goes with a tile played on an end.
    SignalWithoutPlay,
    /// Your scoring play waits for you to claim it (or pass it up) first.
    MustClaimOrPass,
    /// That end is not open.
    EndClosed(End),
    /// The tile does not join that end.
    DoesNotFit(Tile, End),
    /// The tile joins that end, but cannot leave that number open.
    WrongOpen(Tile, End, u8),
    /// A tile fits, so passing or drawing is not allowed.
    MustPlay,
    /// Nothing fits and the boneyard has tiles: draw instead of passing.
    MustDraw,
    /// Drawing is not allowed in this game.
    NoDrawing,
    /// The boneyard is empty.
    BoneyardEmpty,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::HandOver => write!(f, "the hand is over"),
            IllegalMove::MustChoosePoser(t) => write!(f, "{t} must first choose who poses"),
            // Only four-player partnerships choose a poser, so the names are those of four.
            IllegalMove::NotPoser(s) => write!(f, "{} cannot be chosen to pose now", s.name(4)),
            IllegalMove::NotInHand(t) => write!(f, "{t} is not in the hand of the player to move"),
            IllegalMove::MustPose(t) => write!(f, "this hand must be posed with {t}"),
            IllegalMove::MustPoseDouble => write!(f, "this hand must be posed with a double"),
            IllegalMove::NotPosed => write!(f, "the hand has not been posed yet"),
            IllegalMove::AlreadyPosed => write!(f, "the hand has already been posed"),
            IllegalMove::NothingToClaim => write!(f, "there are no points to claim"),
            IllegalMove::NoSignals => write!(f, "signals are not played in this game"),
            IllegalMove::SignalWithoutPlay => {
                write!(f, "a signal goes with a tile played on an end")
            }
            IllegalMove::MustClaimOrPass => {
                write!(f, "claim the points of your play, or pass them up, first")
            }
            IllegalMove::EndClosed(e) => write!(f, "{} is not open", end_words(*e)),
            IllegalMove::DoesNotFit(t, e) => write!(f, "{t} does not fit {}", end_words(*e)),
            IllegalMove::WrongOpen(t, e, n) => {
                write!(f, "{t} on {} cannot leave {n} open", end_words(*e))
            }
            IllegalMove::MustPlay => write!(f, "a tile fits, so it must be played"),
            IllegalMove::MustDraw => write!(f, "nothing fits: draw from the boneyard"),
            IllegalMove::NoDrawing => write!(f, "this game has no drawing"),
            IllegalMove::BoneyardEmpty => write!(f, "the boneyard is empty"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// An end named for messages that do not know the layout's shape: index 0 and 1 are the
/// line's left and right ends, or the French west and east arms.
fn end_words(e: End) -> &'static str {
    match e.index() {
        0 => "the left end (west arm)",
        1 => "the right end (east arm)",
        2 => "the north arm",
        3 => "the south arm",
        _ => "that end",
    }
}

/// One hand in progress: the hands, the boneyard, the layout and whose turn it is.
#[derive(Clone, Debug)]
pub struct Hand {
    mech: Mechanics,
    hands: [TileSet; MAX_PLAYERS],
    /// The boneyard in draw order: `boneyard[boneyard_next..boneyard_end]` (after a seeded
    /// deal the dealt tiles sit before `boneyard_next`).
    boneyard: [Tile; MAX_TILES],
    boneyard_end: u8,
    boneyard_next: u8,
    /// How many tiles are in play, and whether they are the whole set: fixed for the game,
    /// kept for dealing the next hand in place ([`Hand::deal_shuffled`]).
    in_play: u8,
    whole_set: bool,
    layout: Layout,
    turn: Seat,
    phase: Phase,
    /// `phase == Phase::Play`, kept as a plain flag: testing the enum compiles to a jump
    /// table on the hottest path.
    playing: bool,
    pose_rule: PoseRule,
    poser: Seat,
    passes_in_row: u8,
    end: Option<HandEnding>,
    /// A two-ended line of matching numbers with at most 32 tiles (double-six): legal
    /// plays are generated from one 64-bit word, left end in the low half.
    packed_line: bool,
    /// A packed line with nothing else to a move: no drawing, no passing while able, no
    /// pass penalties, no points during play (Jamaican, Partnership, Chiva...). Random
    /// play has its own path for these ([`Hand::play_random`]).
    plain_line: bool,
    /// French arms with at most 32 tiles: four arms of matching numbers, no drawing,
    /// passing always allowed and charged with penalties, no points during play. Random
    /// play has its own loop for these ([`Hand::play_arms_to_end`]).
    arms_passing: bool,
    /// Every tile of the game lies in the first word of a [`TileSet`] (double-six and
    /// double-nine): random moves are picked from per-end words of playable tiles, without
    /// building the move list (see [`Hand::random_move`]).
    one_word: bool,
    /// Matador's wild tiles (those adding up to the target, and 0-0) among the first 64,
    /// as bits; 0 in the other families.
    wild: u64,
    /// Of those, the ones that leave a choice of open number (two moves each).
    split: u64,
    /// Passes in a row by each seat (French penalties).
    pass_streak: [u8; MAX_PLAYERS],
    /// Penalties incurred by each seat, by kind (French).
    penalties: [PassPenalties; MAX_PLAYERS],
    /// Points each seat scored during play (All Fives), muggins included.
    earned: [u32; MAX_PLAYERS],
    /// Of those, points each seat took by calling muggins.
    taken: [u32; MAX_PLAYERS],
    /// A scoring play waiting to be claimed (muggins).
    pending: Option<PendingClaim>,
    /// Which seats can play in the current position, as far as worked out: bit `s` of
    /// `known` says seat `s` has been checked, bit `s` of `able` that it can play. Passes
    /// leave the position as it is; a tile or a draw clears both. French checks these on
    /// every pass.
    known: u8,
    able: u8,
}

impl Hand {
    /// Starts a hand from a deal. The pose rule decides who moves first.
    pub fn new(mech: Mechanics, deal: &Deal, pose_rule: PoseRule) -> Hand {
        let mut hand = Hand::empty(mech);
        hand.boneyard[..deal.boneyard.len()].copy_from_slice(&deal.boneyard);
        hand.boneyard_end = deal.boneyard.len() as u8;
        hand.boneyard_next = 0;
        hand.start(deal.hands, pose_rule);
        hand
    }

    /// A hand of this game with no tiles dealt, waiting for [`Hand::deal_shuffled`] and
    /// [`Hand::start`].
    pub(crate) fn empty(mech: Mechanics) -> Hand {
        let (in_play, whole_set) = in_play_size(&mech);
        Hand {
            in_play: in_play as u8,
            whole_set,
            mech,
            hands: [TileSet::EMPTY; MAX_PLAYERS],
            boneyard: [Tile::new(0, 0); MAX_TILES],
            boneyard_end: 0,
            boneyard_next: 0,
            layout: Layout::new(mech.layout),
            turn: Seat::new(0),
            phase: Phase::Over,
            playing: false,
            pose_rule: PoseRule::Any(Seat::new(0)),
            poser: Seat::new(0),
            passes_in_row: 0,
            end: None,
            packed_line: mech.layout == LayoutKind::Line
                && mech.join == Join::Match
                && mech.set.len() <= 32,
            plain_line: mech.layout == LayoutKind::Line
                && mech.join == Join::Match
                && mech.set.len() <= 32
                && mech.draw == DrawRule::Never
                && !mech.pass_always
                && !mech.pass_penalties
                && mech.fives == Fives::Off,
            arms_passing: mech.layout == LayoutKind::Arms
                && mech.join == Join::Match
                && mech.set.len() <= 32
                && mech.draw == DrawRule::Never
                && mech.pass_always
                && mech.pass_penalties
                && mech.fives == Fives::Off,
            one_word: mech.set.len() <= 64,
            wild: mech.join.wild_tiles().low_word(),
            split: mech.join.choice_tiles().low_word(),
            pass_streak: [0; MAX_PLAYERS],
            penalties: [PassPenalties::default(); MAX_PLAYERS],
            earned: [0; MAX_PLAYERS],
            taken: [0; MAX_PLAYERS],
            pending: None,
            known: 0,
            able: 0,
        }
    }

    /// Shuffles and deals a new hand in place, exactly as [`Deal::shuffled`] would (the
    /// boneyard stays in this hand's own storage, so no deal is copied): returns the
    /// hands. The hand begins with [`Hand::start`].
    #[inline]
    pub(crate) fn deal_shuffled(&mut self, rng: &mut Rng) -> [TileSet; MAX_PLAYERS] {
        let in_play = self.in_play as usize;
        let hands = shuffle_and_deal(&self.mech, rng, &mut self.boneyard, in_play, self.whole_set);
        self.boneyard_end = self.in_play;
        self.boneyard_next = self.mech.hand_size * self.mech.players;
        hands
    }

    /// Begins the hand with the boneyard as it is: the seats hold `hands`, and the pose
    /// rule decides who moves first. Every other field is reset.
    pub(crate) fn start(&mut self, hands: [TileSet; MAX_PLAYERS], pose_rule: PoseRule) {
        let (turn, phase) = match pose_rule {
            PoseRule::Tile(t) => (
                Seat::all(self.mech.players)
                    .find(|s| hands[s.index()].contains(t))
                    .unwrap_or(Seat::new(0)),
                Phase::Pose,
            ),
            PoseRule::Any(s) | PoseRule::AnyDouble(s) => (s, Phase::Pose),
            PoseRule::Team(team) => (team.seats()[0], Phase::ChoosePoser(team)),
        };
        self.hands = hands;
        self.layout = Layout::new(self.mech.layout);
        self.turn = turn;
        self.phase = phase;
        self.playing = false;
        self.pose_rule = pose_rule;
        self.poser = turn;
        self.passes_in_row = 0;
        self.end = None;
        self.pass_streak = [0; MAX_PLAYERS];
        self.penalties = [PassPenalties::default(); MAX_PLAYERS];
        self.earned = [0; MAX_PLAYERS];
        self.taken = [0; MAX_PLAYERS];
        self.pending = None;
        self.known = 0;
        self.able = 0;
    }

    /// How hands are played in this game.
    pub fn mechanics(&self) -> &Mechanics {
        &self.mech
    }

    /// The seat to move.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The stage of the hand.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The rule this hand is posed under.
    pub fn pose_rule(&self) -> PoseRule {
        self.pose_rule
    }

    /// Who posed (or is to pose) this hand.
    pub fn poser(&self) -> Seat {
        self.poser
    }

    /// The tiles on the table.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// A seat's tiles.
    pub fn hand(&self, seat: Seat) -> TileSet {
        self.hands[seat.index()]
    }

    /// A seat's count: the pips left in its hand.
    pub fn count(&self, seat: Seat) -> u32 {
        // Summed when asked (hand ends, AI): play itself keeps no running total.
        let mut count = 0;
        self.hands[seat.index()].for_each(|t| count += t.pips());
        count
    }

    /// How many tiles are left to draw (0 in games without drawing).
    pub fn boneyard_len(&self) -> usize {
        match self.mech.draw {
            DrawRule::Never => 0,
            _ => (self.boneyard_end - self.boneyard_next) as usize,
        }
    }

    /// Tiles not in any hand nor on the table: the boneyard and tiles out of play.
    pub fn undealt(&self) -> TileSet {
        self.boneyard[self.boneyard_next as usize..self.boneyard_end as usize]
            .iter()
            .copied()
            .collect()
    }

    /// How many players have passed since the last tile was played.
    pub fn passes_in_row(&self) -> u8 {
        self.passes_in_row
    }

    /// How many penalties a seat has incurred this hand, of every kind (French).
    pub fn penalties(&self, seat: Seat) -> u8 {
        self.penalties[seat.index()].total()
    }

    /// The penalties a seat has incurred this hand, by kind (French).
    pub fn pass_penalties(&self, seat: Seat) -> PassPenalties {
        self.penalties[seat.index()]
    }

    /// Points a seat scored during play this hand (All Fives), muggins included.
    pub fn earned(&self, seat: Seat) -> u32 {
        self.earned[seat.index()]
    }

    /// Points a seat took from others by calling muggins this hand.
    pub fn muggins_taken(&self, seat: Seat) -> u32 {
        self.taken[seat.index()]
    }

    /// A scoring play waiting to be claimed (muggins), if any.
    pub fn pending_claim(&self) -> Option<PendingClaim> {
        self.pending
    }

    /// How the hand ended, once it has.
    pub fn end(&self) -> Option<HandEnding> {
        self.end
    }

    /// Whether the hand has ended.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over)
    }
}
