//! French pass penalties (SPEC 1.3): their three kinds, and the one place a pass is
//! charged, shared by the move-by-move engine ([`Hand::play`](super::Hand::play)) and
//! the fast French playout, so a change to the rule is one edit here.
//!
//! - *Passing when able*: a player passes while a tile fits.
//! - *Three passes in a row*: a player's third pass without playing a tile in between
//!   (the count then restarts).
//! - *Board pass*: a play after which none of the other players can play, so all of them
//!   pass before the same player plays again; each of them is charged. It is charged only
//!   when none of those passers could play: if one of them passed while able, that player
//!   pays for passing when able and nobody pays for a board pass.
//!
//! Passes that show the hand blocked (nobody can play) cost nothing.

use super::seat::MAX_PLAYERS;

/// How many penalties of each kind a player has incurred in a hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PassPenalties {
    /// Board passes suffered: a player's play left this player (and every other) unable
    /// to play.
    pub board_pass: u8,
    /// Passes made while a tile fitted.
    pub when_able: u8,
    /// Third passes in a row.
    pub three_in_a_row: u8,
}

impl PassPenalties {
    /// Every penalty, whatever its kind.
    pub fn total(self) -> u8 {
        self.board_pass + self.when_able + self.three_in_a_row
    }
}

/// Charges the pass just made by `seat`: `passes` is the number of passes in a row since
/// the last tile, this one included; bit `s` of `able` says whether seat `s` can play in
/// the position (passes do not change it), known at least for `seat` and, on the pass that
/// completes a board pass (`passes + 1 == players`), for every seat. `streak` holds each
/// seat's passes in a row. The caller has checked that somebody can play (a block costs
/// nothing). The player after `seat` made the last play.
#[inline(always)]
pub(crate) fn charge_pass(
    penalties: &mut [PassPenalties; MAX_PLAYERS],
    streak: &mut [u8; MAX_PLAYERS],
    able: u8,
    seat: usize,
    passes: u8,
    players: u8,
    last_player: usize,
) {
    if able >> seat & 1 != 0 {
        penalties[seat].when_able += 1;
    }
    streak[seat] += 1;
    if streak[seat] == 3 {
        penalties[seat].three_in_a_row += 1;
        streak[seat] = 0;
    }
    // The other players have all passed since `last_player`'s play; a board pass only if
    // none of them could play.
    let others = ((1u8 << players) - 1) & !(1 << last_player);
    if passes + 1 == players && able & others == 0 {
        for (s, charged) in penalties.iter_mut().enumerate().take(players as usize) {
            if s != last_player {
                charged.board_pass += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn charged(able: u8, seat: usize, passes: u8, streak_before: u8) -> [PassPenalties; 4] {
        let mut penalties = [PassPenalties::default(); MAX_PLAYERS];
        let mut streak = [streak_before; MAX_PLAYERS];
        charge_pass(
            &mut penalties,
            &mut streak,
            able,
            seat,
            passes,
            4,
            (seat + 1) % 4,
        );
        penalties
    }

    #[test]
    fn a_board_pass_needs_every_passer_stuck() {
        // South (0) played; East, North and West passed; West's pass is the third. Only
        // South can play: each of the three is charged.
        let p = charged(0b0001, 3, 3, 0);
        let board: Vec<u8> = p.iter().map(|p| p.board_pass).collect();
        assert_eq!(board, [0, 1, 1, 1]);
        // North could play and passed anyway: no board pass for anyone.
        let p = charged(0b0101, 3, 3, 0);
        assert!(p.iter().all(|p| p.board_pass == 0), "{p:?}");
        // West itself could play: it pays for passing when able only.
        let p = charged(0b1001, 3, 3, 0);
        assert!(p.iter().all(|p| p.board_pass == 0), "{p:?}");
        assert_eq!(p[3].when_able, 1);
    }

    #[test]
    fn third_pass_in_a_row_restarts_the_count() {
        let mut penalties = [PassPenalties::default(); MAX_PLAYERS];
        let mut streak = [2; MAX_PLAYERS];
        charge_pass(&mut penalties, &mut streak, 0b0001, 1, 1, 4, 2);
        assert_eq!(penalties[1].three_in_a_row, 1);
        assert_eq!(streak[1], 0);
        assert_eq!(penalties[1].total(), 1);
    }
}
