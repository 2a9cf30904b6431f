//! Replaying a transcript: every hand's moves in record notation, as a saved match keeps
//! them, played again through the table so that the log, the score sheet and everything
//! else on screen come back as they were.

use super::{TableAction, TableState, YOU};
use crate::ai::Level;
use crate::rules::{Move, Signal, Variant};

impl TableState {
    /// Every hand's moves so far in record notation, a signal after its play (what a
    /// saved match keeps; see [`crate::view::saved`]).
    pub fn transcript(&self) -> &[Vec<String>] {
        &self.transcript
    }

    /// A match of `variant` dealt from `seed`, with the computer seats at `levels`, replayed
    /// through `hands` (every hand's moves in record notation, as in
    /// [`TableState::transcript`]); or why it does not replay.
    pub fn replay(
        variant: Variant,
        levels: [Level; 4],
        seed: u64,
        hands: &[Vec<String>],
    ) -> Result<TableState, String> {
        if hands.is_empty() {
            return Err("it has no hands".into());
        }
        let mut table = TableState::new(variant, levels, seed);
        for (h, moves) in hands.iter().enumerate() {
            if h > 0 {
                let before = table.hand_number();
                table = table.reduce(TableAction::NextHand);
                if table.hand_number() == before {
                    return Err(format!("hand {h} was not finished"));
                }
            }
            for (m, text) in moves.iter().enumerate() {
                let (text, signal) = Signal::split_from(text);
                let hand = table.game().hand();
                let bad = || format!("move {} of hand {} is not legal", m + 1, h + 1);
                if table.game().hand_finished() {
                    return Err(bad());
                }
                let mv = hand.parse_move(text).map_err(|_| bad())?;
                if !table.play_noted(mv, signal) {
                    return Err(bad());
                }
            }
        }
        // A match resumed at a hand's end shows its summary at once: no tile is landing.
        table.looked = table.game.hand_finished();
        Ok(table)
    }

    /// Plays `mv` with `signal` for the seat to move as a replay does: yours as your
    /// move (the live region starts afresh with it), a computer's as its move. Returns
    /// whether it was legal.
    pub fn play_noted(&mut self, mv: Move, signal: Option<Signal>) -> bool {
        if self.game.hand().turn() == YOU {
            self.play_as_yours(mv, signal)
        } else {
            self.apply(mv, signal)
        }
    }
}
