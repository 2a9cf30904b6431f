//! Applying moves: the checked `play`, the unchecked fast path, passes and their French
//! penalties, and what a tile changes.

use super::*;

impl Hand {
    /// Plays a move after checking it, or says precisely why it is illegal.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.legal_moves().contains(&mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(self.why_illegal(mv))
        }
    }

    /// Plays a move known to be legal (from [`Hand::legal_moves`]). Fast, for simulation
    /// and search; an illegal move leaves the hand in a meaningless state.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        self.play_inline(mv);
    }

    /// [`Hand::play_unchecked`], always inlined: the random playout loop's copy.
    #[inline(always)]
    pub(super) fn play_inline(&mut self, mv: Move) {
        let seat = self.turn.index();
        // The common move first, as a plain branch rather than a jump table.
        if let Move::Play { tile, end, open } = mv {
            self.hands[seat].remove(tile);
            if self.mech.pass_penalties {
                self.pass_streak[seat] = 0;
            }
            // A missed claim not taken at once is lost.
            self.pending = None;
            let out = self.hands[seat].is_empty();
            self.place_tile(tile, end, open, out);
            return;
        }
        if mv == Move::Pass {
            self.pass();
            return;
        }
        self.play_other(mv);
    }

    /// Every move but a tile on an end: kept out of line so the hot path stays small.
    #[inline(never)]
    pub(super) fn play_other(&mut self, mv: Move) {
        let seat = self.turn.index();
        match mv {
            Move::Poser(s) => {
                self.pose_rule = PoseRule::Any(s);
                self.turn = s;
                self.poser = s;
                self.phase = Phase::Pose;
            }
            Move::Pose(tile) => {
                self.hands[seat].remove(tile);
                self.pending = None;
                self.layout.place_pose(tile);
                self.poser = self.turn;
                self.phase = Phase::Play;
                self.playing = true;
                let out = self.hands[seat].is_empty();
                self.after_tile(tile, out, false, false);
            }
            Move::Play { .. } => {}
            Move::Claim => {
                if let Some(p) = self.pending.take() {
                    self.earned[seat] += p.points;
                }
                self.turn = self.mech.direction.next(self.turn, self.mech.players);
            }
            Move::Muggins => {
                if let Some(p) = self.pending.take() {
                    self.earned[seat] += p.points;
                    self.taken[seat] += p.points;
                }
            }
            Move::Draw => {
                self.pending = None;
                self.known = 0;
                self.able = 0;
                let tile = self.boneyard[self.boneyard_next as usize];
                self.boneyard_next += 1;
                self.hands[seat].insert(tile);
            }
            Move::Pass => self.pass(),
        }
    }

    /// A pass: the second most common move, so a plain call rather than a branch of
    /// [`Hand::play_other`]'s jump table.
    #[inline]
    pub(super) fn pass(&mut self) {
        let seat = self.turn.index();
        if let Some(p) = self.pending {
            if !p.missed {
                // Going on without claiming: the next player may take the points.
                self.pending = Some(PendingClaim { missed: true, ..p });
                self.turn = self.mech.direction.next(self.turn, self.mech.players);
                return;
            }
            self.pending = None;
        }
        if !self.playing {
            // The pose passes on (French: no double to pose).
            let next = self.mech.direction.next(self.turn, self.mech.players);
            self.pose_rule = PoseRule::AnyDouble(next);
            self.turn = next;
            self.poser = next;
            return;
        }
        self.passes_in_row += 1;
        if self.mech.pass_penalties {
            self.penalize_pass(seat);
        }
        // Passes change no hand and no end, so only the pass that completes a full round
        // can reveal a block; later passes in the same run cannot.
        if self.passes_in_row == self.mech.players && self.nobody_can_play() {
            self.end_blocked();
        } else {
            self.turn = self.mech.direction.next(self.turn, self.mech.players);
        }
    }

    /// French penalties for a pass by `seat` (see [`super::penalty`]).
    pub(super) fn penalize_pass(&mut self, seat: usize) {
        // Once nobody can play the hand is blocked: the passes that show it cost nothing
        // (no board pass, since the last player never plays again).
        let players = self.mech.players;
        let able = self.can_play_cached(Seat::new(seat as u8));
        if !able && self.everyone_stuck() {
            return;
        }
        // Who can play: this seat, and every seat on the pass that may complete a board
        // pass.
        let mask = if self.passes_in_row + 1 == players {
            Seat::all(players).fold(0u8, |m, s| {
                m | u8::from(self.can_play_cached(s)) << s.index()
            })
        } else {
            u8::from(able) << seat
        };
        // The player after the last passers made the last play.
        let player = self.mech.direction.next(Seat::new(seat as u8), players);
        charge_pass(
            &mut self.penalties,
            &mut self.pass_streak,
            mask,
            seat,
            self.passes_in_row,
            players,
            player.index(),
        );
    }

    pub(super) fn nobody_can_play(&mut self) -> bool {
        // Where passing is only legal when stuck, a full round of passes proves it.
        !self.mech.pass_always || self.everyone_stuck()
    }

    /// Whether no seat can play now, each seat worked out once per position.
    pub(super) fn everyone_stuck(&mut self) -> bool {
        if self.one_word {
            // One look at the ends answers for every seat (see `can_play_cached`).
            self.can_play_cached(self.turn);
            return self.able == 0;
        }
        Seat::all(self.mech.players).all(|s| !self.can_play_cached(s))
    }

    /// [`Hand::can_play`], remembered until the position changes.
    #[inline(always)]
    pub(super) fn can_play_cached(&mut self, seat: Seat) -> bool {
        let bit = 1 << seat.index();
        if self.known & bit == 0 {
            self.learn_can_play(seat);
        }
        self.able & bit != 0
    }

    /// Works out whether `seat` can play for [`Hand::can_play_cached`]: with a one-word
    /// set, every seat at once, since the ends take the same tiles whoever holds them.
    #[inline(never)]
    pub(super) fn learn_can_play(&mut self, seat: Seat) {
        if self.one_word {
            self.learn_who_can_play(self.accepted_anywhere());
        } else {
            let bit = 1 << seat.index();
            self.known |= bit;
            if self.can_play(seat) {
                self.able |= bit;
            }
        }
    }

    /// Remembers which seats can play, given `accepted`, every tile some end takes now
    /// (a game whose set fits one word).
    pub(super) fn learn_who_can_play(&mut self, accepted: u64) {
        let mut able = 0;
        for s in 0..self.mech.players as usize {
            able |= ((self.hands[s].low_word() & accepted != 0) as u8) << s;
        }
        self.known = (1 << self.mech.players) - 1;
        self.able = able;
    }

    /// Puts `tile` on `end` leaving `open`, once it has left the mover's hand (`out`: it
    /// was the last), and moves the hand on: the key tile and either-end facts are judged
    /// on the layout as it was before the tile. The general play and the fast random play
    /// both end a tile this way.
    #[inline(always)]
    pub(super) fn place_tile(&mut self, tile: Tile, end: End, open: u8, out: bool) {
        let (key, either) = if out {
            self.last_tile_facts(tile)
        } else {
            (false, false)
        };
        self.layout.place(end, tile, open);
        self.after_tile(tile, out, key, either);
    }

    #[inline(always)]
    pub(super) fn after_tile(&mut self, tile: Tile, out: bool, key_tile: bool, either_end: bool) {
        self.passes_in_row = 0;
        self.known = 0;
        self.able = 0;
        if self.mech.fives != Fives::Off {
            let total = self.layout.fives_total();
            if total > 0 && total % 5 == 0 {
                if self.mech.fives == Fives::Muggins && !out {
                    // The player must claim before play moves on.
                    self.pending = Some(PendingClaim {
                        seat: self.turn,
                        points: total,
                        missed: false,
                    });
                    return;
                }
                self.earned[self.turn.index()] += total;
            }
        }
        if out {
            self.phase = Phase::Over;
            self.playing = false;
            self.end = Some(HandEnding::Out {
                seat: self.turn,
                tile,
                key_tile,
                either_end,
            });
        } else {
            self.turn = self.mech.direction.next(self.turn, self.mech.players);
        }
    }

    /// Key tile and either-end facts about a last tile, judged before it is placed.
    pub(super) fn last_tile_facts(&self, tile: Tile) -> (bool, bool) {
        if self.layout.kind() != LayoutKind::Line {
            return (false, false);
        }
        let (a, b) = (
            self.layout.end_number(End::LEFT),
            self.layout.end_number(End::RIGHT),
        );
        let matches_both = !tile.is_double()
            && ((tile.low() == a && tile.high() == b) || (tile.low() == b && tile.high() == a));
        let key = matches_both
            && a != b
            && self.layout.is_hard(End::LEFT, self.mech.set)
            && self.layout.is_hard(End::RIGHT, self.mech.set);
        (key, matches_both)
    }
}
