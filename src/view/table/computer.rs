//! The computer players' moves: worked out from the seat's view with a random stream fixed
//! by the position, or asked of the AI worker, and brought back as actions.

use super::TableState;
use crate::ai::engine::{requests_for, Ask};
use crate::ai::{self, Level, View};
use crate::rules::rng::derive_seed;
use crate::rules::{Move, Rng, Seat, Signal, TileSet};

/// A computer player's move, tied to the position it was chosen in: if anything happened
/// in between, the reducer ignores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputerMove {
    /// The hand it belongs to (1 for the first).
    pub hand: usize,
    /// How many moves of that hand had been made.
    pub ply: usize,
    /// The move.
    pub mv: Move,
    /// A signal given with it (Haitian partners).
    pub signal: Option<Signal>,
}

impl TableState {
    /// The random seed of the computer to move for its move now, fixed by the match seed,
    /// the hand and the move number (so a match replays the same).
    fn computer_seed(&self, seat: Seat) -> u64 {
        let ply = self.game.moves().len();
        derive_seed(
            self.game.seed(),
            &[self.hand_no as u64, ply as u64, seat.index() as u64],
        )
    }

    /// The move the computer to move makes now, if it is a computer's turn: what the AI
    /// at the seat's level chooses from that seat's [`View`], with a random stream fixed
    /// by the match seed, the hand and the move number (see [`TableState::computer_reply`]
    /// for the signal).
    pub fn computer_move(&self) -> Option<ComputerMove> {
        let seat = self.computer_to_move()?;
        self.computer_move_at(self.level(seat))
    }

    /// [`TableState::computer_move`] with the computer to move playing at `level` (the
    /// browser falls back to the easy level when its AI worker fails).
    pub fn computer_move_at(&self, level: Level) -> Option<ComputerMove> {
        self.computer_move_by(|view, rng| ai::choose(view, level, rng))
    }

    /// The move `choose` picks for the computer to move, from its [`View`] and its random
    /// stream for this move. (The browser passes the easy level's own function, so that
    /// the stronger levels, which run in its AI worker, are not built into the page.)
    pub fn computer_move_by(
        &self,
        choose: impl FnOnce(&View, &mut Rng) -> Option<Move>,
    ) -> Option<ComputerMove> {
        let seat = self.computer_to_move()?;
        let view = View::of(&self.game, seat);
        let mut rng = Rng::new(self.computer_seed(seat));
        let mv = choose(&view, &mut rng)?;
        self.computer_reply(mv)
    }

    /// The requests that bring a fresh [`Engine`](crate::ai::engine::Engine) to this
    /// position as the computer to move sees it and ask for its move, if it is a
    /// computer's turn (the browser's AI worker answers them). The engine's move is the
    /// one [`TableState::computer_move`] makes, unless the time limit `ms` cuts its
    /// thinking short or `worlds` changes the hard level's number of guesses.
    pub fn engine_requests(&self, ms: Option<f64>, worlds: Option<u32>) -> Option<Vec<String>> {
        let seat = self.computer_to_move()?;
        Some(requests_for(
            &self.game,
            seat,
            &self.secrets[seat.index()],
            self.pose,
            &Ask {
                level: self.level(seat),
                seed: self.computer_seed(seat),
                ms,
                worlds,
            },
        ))
    }

    /// The computer's move `mv` as an action for the position now, if it is a computer's
    /// turn and `mv` is legal; where partners signal, with an honest signal about the
    /// number it leaves open.
    pub fn computer_reply(&self, mv: Move) -> Option<ComputerMove> {
        let seat = self.computer_to_move()?;
        if !self.legal.contains(&mv) {
            return None;
        }
        let signal = match mv {
            Move::Play { tile, open, .. } if self.game.signals_allowed() => {
                let mut rest = self.game.hand().hand(seat);
                rest.remove(tile);
                Some(honest_signal(rest, open))
            }
            _ => None,
        };
        Some(ComputerMove {
            hand: self.hand_no,
            ply: self.game.moves().len(),
            mv,
            signal,
        })
    }
}

/// The signal a straight player gives about number `n` with `rest` left in hand:
/// strong with two or more tiles showing it, some with one, none without.
pub fn honest_signal(rest: TileSet, n: u8) -> Signal {
    match (rest & TileSet::with_number(n)).len() {
        0 => Signal::None,
        1 => Signal::Some,
        _ => Signal::Strong,
    }
}
