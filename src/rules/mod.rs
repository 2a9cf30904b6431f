//! The rules engine: tiles, hands, the layout, legal moves, and how every family scores.
//!
//! Pure Rust with no browser dependency, shared by the web app, the command line and the
//! tests. Start with [`Variant`] (a checked family, player count, set and house rules) and
//! [`Match`] (hands dealt from a seed and scored until a side wins); [`Hand`] is one hand.

pub mod family;
pub mod hand;
pub mod input;
pub mod layout;
pub mod matchplay;
pub mod mechanics;
pub mod movelist;
pub mod moves;
pub mod outcome;
pub mod penalty;
pub mod rng;
pub mod seat;
pub mod tile;
pub mod tileset;

pub use family::{
    AllFivesHand, AllFivesRules, BlockDrawHand, BlockDrawRules, ChivaRules, CutThroatHand,
    CutThroatRules, DrawRule, Family, FrenchRules, HaitianForm, HaitianRules, HouseRules,
    JamaicanRules, Join, MatadorHand, MatadorRules, Mechanics, Options, PartnershipRules, Pose,
    RuleCard, RuleSpec, SetupError, Side, Stuck, Variant, Win,
};
pub use hand::{
    Deal, DealError, Hand, HandEnding, HandResult, IllegalMove, Move, MoveList, MoveTextError,
    Notes, PendingClaim, Phase, PoseRule,
};
pub use layout::{End, Layout, LayoutKind};
pub use matchplay::{Match, MatchState, NextPose, Signal, SignalEvent};
pub use penalty::PassPenalties;
pub use rng::Rng;
pub use seat::{Direction, Seat, Team, MAX_PLAYERS};
pub use tile::{DominoSet, Tile};
pub use tileset::TileSet;
