//! What a player in one seat can see, and nothing more.
//!
//! A [`View`] is built by copying public facts out of a [`Match`]: the seat's own hand,
//! the table, how many tiles every hand and the boneyard hold, the public history of the
//! hand, signals, scores and the seat's legal moves. It keeps no reference to the match,
//! so code holding a view has no path to other hands or the boneyard.

use crate::rules::{
    Layout, Match, Move, PendingClaim, Phase, PoseRule, Seat, SignalEvent, TileSet, Variant,
    MAX_PLAYERS,
};

/// One seat's view of a match in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The seat whose view this is.
    pub seat: Seat,
    /// Family, players, set and house rules.
    pub variant: Variant,
    /// The seat's own tiles.
    pub hand: TileSet,
    /// The tiles on the table.
    pub layout: Layout,
    /// The seat to move.
    pub turn: Seat,
    /// The stage of the hand.
    pub phase: Phase,
    /// How the hand is posed.
    pub pose_rule: PoseRule,
    /// How many tiles each seat holds.
    pub hand_sizes: [u8; MAX_PLAYERS],
    /// How many tiles can still be drawn.
    pub boneyard: usize,
    /// Every move of the hand so far, with who made it.
    pub history: Vec<(Seat, Move)>,
    /// Signals given with plays this hand (Haitian).
    pub signals: Vec<SignalEvent>,
    /// Match scores per side.
    pub scores: [i32; MAX_PLAYERS],
    /// Points waiting to be claimed (muggins).
    pub pending_claim: Option<PendingClaim>,
    /// The seat's legal moves, when it is the seat's turn (empty otherwise).
    pub legal: Vec<Move>,
}

impl View {
    /// The view of `seat` in match `m`.
    pub fn of(m: &Match, seat: Seat) -> View {
        let hand = m.hand();
        let players = m.variant().players();
        let mut hand_sizes = [0u8; MAX_PLAYERS];
        for s in Seat::all(players) {
            hand_sizes[s.index()] = hand.hand(s).len() as u8;
        }
        let legal = if hand.turn() == seat {
            hand.legal_moves().to_vec()
        } else {
            Vec::new()
        };
        View {
            seat,
            variant: m.variant().clone(),
            hand: hand.hand(seat),
            layout: *hand.layout(),
            turn: hand.turn(),
            phase: hand.phase(),
            pose_rule: hand.pose_rule(),
            hand_sizes,
            boneyard: hand.boneyard_len(),
            history: m.history().collect(),
            signals: m.signals().to_vec(),
            scores: m.state().scores,
            pending_claim: hand.pending_claim(),
            legal,
        }
    }

    /// Whether `other` plays on this seat's side (itself, or its partner).
    pub fn is_partner(&self, other: Seat) -> bool {
        self.variant.side_of(other) == self.variant.side_of(self.seat)
    }
}
