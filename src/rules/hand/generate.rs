//! Legal move generation: the one generator every way of playing relies on, the tiles
//! each end takes, and why a move is not legal.

use super::*;

impl Hand {
    /// Every legal move for the seat to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// Writes every legal move into `out` (which is cleared first).
    pub fn generate(&self, out: &mut MoveList) {
        out.clear();
        // The play phase first: it is nearly every call.
        if self.playing {
            if let Some(p) = self.pending {
                if !p.missed {
                    out.push(Move::Claim);
                    out.push(Move::Pass);
                    return;
                }
                out.push(Move::Muggins);
            }
            let plays = self.generate_plays(out);
            let (draw, pass) = self.draw_and_pass(plays as u32);
            if draw {
                out.push(Move::Draw);
            }
            if pass {
                out.push(Move::Pass);
            }
            return;
        }
        match self.phase {
            Phase::Over | Phase::Play => {}
            Phase::ChoosePoser(team) => {
                for s in team.seats() {
                    out.push(Move::Poser(s));
                }
            }
            Phase::Pose => {
                let hand = self.hands[self.turn.index()];
                match self.pose_rule {
                    PoseRule::Tile(t) => out.push(Move::Pose(t)),
                    PoseRule::Any(_) | PoseRule::Team(_) => {
                        hand.for_each(|t| out.push(Move::Pose(t)));
                    }
                    PoseRule::AnyDouble(_) => {
                        hand.iter()
                            .filter(|t| t.is_double())
                            .for_each(|t| out.push(Move::Pose(t)));
                        if out.is_empty() {
                            out.push(Move::Pass);
                        }
                    }
                }
            }
        }
    }

    /// Whether Draw and Pass are legal in the play phase when the mover has `plays` tile
    /// plays: the one place the drawing and passing rules are written, for the generator
    /// and the fast playouts alike.
    #[inline(always)]
    pub(super) fn draw_and_pass(&self, plays: u32) -> (bool, bool) {
        let can_draw = self.mech.draw != DrawRule::Never && self.boneyard_next < self.boneyard_end;
        let draw = can_draw && (plays == 0 || self.mech.draw == DrawRule::Anytime);
        let pass = (plays == 0 && !can_draw) || self.mech.pass_always;
        (draw, pass)
    }

    /// The tiles that join end `e` (before any arm restrictions).
    #[inline(always)]
    pub(super) fn fitting(&self, e: End, hand: TileSet) -> TileSet {
        let join = self.mech.join;
        let fit = match join.partner(self.layout.end_number(e), self.mech.set.top()) {
            Some(m) => hand & TileSet::with_number(m),
            None => TileSet::EMPTY,
        };
        if self.wild == 0 {
            fit
        } else {
            fit | (hand & join.wild_tiles())
        }
    }

    /// The plays of a double-six line as one word: bit `t` set when tile `t` of `hand`
    /// fits the left end, bit `32 + t` when it fits the right end.
    #[inline(always)]
    pub(super) fn packed_plays(&self, hand: TileSet) -> u64 {
        let h = hand.low_word();
        let left = TileSet::with_number_low(self.layout.end_number(End::LEFT));
        let right = TileSet::with_number_low(self.layout.end_number(End::RIGHT));
        (h & left) | (h & right) << 32
    }

    /// The play a bit of [`Hand::packed_plays`] stands for.
    #[inline(always)]
    pub(super) fn packed_move(&self, bit: u32) -> Move {
        let tile = Tile::from_index_unchecked((bit & 31) as usize);
        self.play_of(tile, End::new((bit >> 5) as u8), false)
    }

    /// For each end, the tiles (among the first 64, in a game whose set fits one word)
    /// that may be played there now: what [`Hand::playable_on`] allows a hand holding
    /// them all. A hand may play its tiles in an end's word; closed ends take none. The
    /// words depend on the layout alone, so one set serves every seat.
    #[inline(always)]
    pub(super) fn end_accepts(&self) -> [u64; 4] {
        let mut out = [0u64; 4];
        let open = self.layout.open_mask();
        if self.layout.kind() == LayoutKind::Arms {
            let played = self.layout.played().low_word();
            // While some arm is uncovered, only uncovered arms take tiles; an arm showing
            // a number whose double is still out takes only that double. Worked out for
            // the four arms at once, without a branch on what they show: this runs on
            // every French move.
            let lens = self.layout.arm_lens();
            let mut empty = 0u8;
            for (i, &len) in lens.iter().enumerate() {
                empty |= u8::from(len == 0) << i;
            }
            let taking = open & if empty != 0 { empty } else { 0xF };
            for (i, word) in out.iter_mut().enumerate() {
                let n = self.layout.end_number(End::new(i as u8));
                let double = DOUBLE_LOW[n as usize & MAX_PIP as usize];
                let double_out = u64::from(played & double == 0).wrapping_neg();
                let take = (double & double_out) | (TileSet::with_number_low(n) & !double_out);
                *word = take & u64::from(taking >> i & 1).wrapping_neg();
            }
            return out;
        }
        let mut open = open;
        while open != 0 {
            let i = open.trailing_zeros() as usize;
            open &= open - 1;
            out[i] = self.fitting_low(self.layout.end_number(End::new(i as u8)), u64::MAX);
        }
        out
    }

    /// Every tile (among the first 64, in a game whose set fits one word) that may be
    /// played on some end now.
    #[inline]
    pub(super) fn accepted_anywhere(&self) -> u64 {
        self.end_accepts().iter().fold(0, |all, &word| all | word)
    }

    /// [`Hand::fitting`] on the first word: the tiles of `hand` that join a number `n`.
    #[inline(always)]
    pub(super) fn fitting_low(&self, n: u8, hand: u64) -> u64 {
        let fit = match self.mech.join.partner(n, self.mech.set.top()) {
            Some(m) => hand & TileSet::with_number_low(m),
            None => 0,
        };
        fit | hand & self.wild
    }

    /// Pushes every tile-on-end play; returns how many.
    #[inline]
    pub(super) fn generate_plays(&self, out: &mut MoveList) -> usize {
        let hand = self.hands[self.turn.index()];
        let before = out.len();
        if self.packed_line {
            // Both ends' fitting tiles in one word: one loop, one hard-to-predict exit.
            let mut bits = self.packed_plays(hand);
            while bits != 0 {
                out.push(self.packed_move(bits.trailing_zeros()));
                bits &= bits - 1;
            }
            return out.len() - before;
        }
        let arms = self.arm_words();
        let mut open = self.layout.open_mask();
        while open != 0 {
            let e = End::new(open.trailing_zeros() as u8);
            open &= open - 1;
            self.playable_on(e, hand, &arms).for_each(|tile| {
                out.push(self.play_of(tile, e, false));
                if self.mech.join.open_is_choice(tile) {
                    out.push(self.play_of(tile, e, true));
                }
            });
        }
        out.len() - before
    }

    /// The number `tile` leaves open on `end` (which it joins); `second` picks the high
    /// number of a wild tile that can leave either open. The one place this is worked
    /// out: the generator, the fast playouts and move text all ask it.
    #[inline(always)]
    pub(super) fn open_of(&self, tile: Tile, end: End, second: bool) -> u8 {
        self.mech
            .join
            .open_after(tile, self.layout.end_number(end), second)
    }

    /// The play of `tile` on `end`, leaving open what [`Hand::open_of`] says.
    #[inline(always)]
    pub(super) fn play_of(&self, tile: Tile, end: End, second: bool) -> Move {
        Move::Play {
            tile,
            end,
            open: self.open_of(tile, end, second),
        }
    }

    /// The tiles each French arm takes now ([`Hand::end_accepts`]); nothing for other
    /// layouts, which [`Hand::playable_on`] does not read it for.
    #[inline]
    pub(super) fn arm_words(&self) -> [u64; 4] {
        if self.layout.kind() == LayoutKind::Arms {
            self.end_accepts()
        } else {
            [0; 4]
        }
    }

    /// The tiles of `hand` that may go on end `e` now: those that join it, or on French
    /// arms what `arms` ([`Hand::arm_words`]) says the arm takes. The arm rules are
    /// written once, in [`Hand::end_accepts`]: French is played with double-six only, so
    /// its tiles fit one word.
    #[inline(always)]
    pub(super) fn playable_on(&self, e: End, hand: TileSet, arms: &[u64; 4]) -> TileSet {
        if self.layout.kind() == LayoutKind::Arms {
            debug_assert!(self.one_word, "French arms on a set of one word");
            TileSet::from_low_word(hand.low_word() & arms[e.index()])
        } else {
            self.fitting(e, hand)
        }
    }

    /// Whether `seat` holds a tile that fits now (ignoring whose turn it is).
    pub fn can_play(&self, seat: Seat) -> bool {
        self.any_fits(self.hands[seat.index()])
    }

    /// Whether the hand is blocked for anyone at the table to see: in play, nothing left
    /// to draw, and no tile off the table (in a hand, out of play) fits an open end, so
    /// every seat can only pass until it ends.
    pub fn blocked_in_sight(&self) -> bool {
        let can_draw = self.mech.draw != DrawRule::Never && self.boneyard_next < self.boneyard_end;
        let off_table = TileSet::prefix(self.mech.set.len()) - self.layout.played();
        self.playing && self.pending.is_none() && !can_draw && !self.any_fits(off_table)
    }

    /// The tiles off the table that may go on end `e` now, by the rules (what a hand
    /// holding them all could play there): on French arms fewer than join it, while an
    /// arm takes only its double or nothing until every side of the first is covered.
    pub fn end_takes(&self, e: End) -> TileSet {
        if !self.layout.is_open(e) {
            return TileSet::EMPTY;
        }
        let off_table = TileSet::prefix(self.mech.set.len()) - self.layout.played();
        self.playable_on(e, off_table, &self.arm_words())
    }

    /// Whether some tile of `hand` fits an open end now.
    fn any_fits(&self, hand: TileSet) -> bool {
        if self.one_word {
            return hand.low_word() & self.accepted_anywhere() != 0;
        }
        let arms = self.arm_words();
        let mut open = self.layout.open_mask();
        while open != 0 {
            let e = End::new(open.trailing_zeros() as u8);
            open &= open - 1;
            if !self.playable_on(e, hand, &arms).is_empty() {
                return true;
            }
        }
        false
    }

    /// Explains why `mv` is not among the legal moves.
    pub(super) fn why_illegal(&self, mv: Move) -> IllegalMove {
        let hand = self.hands[self.turn.index()];
        match (self.phase, mv) {
            (Phase::Over, _) => IllegalMove::HandOver,
            (Phase::ChoosePoser(_), Move::Poser(s)) => IllegalMove::NotPoser(s),
            (Phase::ChoosePoser(team), _) => IllegalMove::MustChoosePoser(team),
            (_, Move::Poser(s)) => IllegalMove::NotPoser(s),
            (Phase::Pose, Move::Pose(t)) if !hand.contains(t) => IllegalMove::NotInHand(t),
            (Phase::Pose, Move::Pose(_)) => match self.pose_rule {
                PoseRule::Tile(t) => IllegalMove::MustPose(t),
                _ => IllegalMove::MustPoseDouble,
            },
            (Phase::Pose, Move::Pass) => match self.pose_rule {
                PoseRule::AnyDouble(_) => IllegalMove::MustPlay,
                PoseRule::Tile(t) => IllegalMove::MustPose(t),
                _ => IllegalMove::MustPlay,
            },
            (_, Move::Claim) | (_, Move::Muggins) => IllegalMove::NothingToClaim,
            (Phase::Pose, _) => IllegalMove::NotPosed,
            (Phase::Play, _) if self.pending.is_some_and(|p| !p.missed) => {
                IllegalMove::MustClaimOrPass
            }
            (Phase::Play, Move::Pose(_)) => IllegalMove::AlreadyPosed,
            (Phase::Play, Move::Play { tile, end, open }) => {
                if !hand.contains(tile) {
                    IllegalMove::NotInHand(tile)
                } else if end.index() >= 4 || !self.layout.is_open(end) {
                    IllegalMove::EndClosed(end)
                } else if self.legal_moves().iter().any(
                    |m| matches!(m, Move::Play { tile: t, end: e, .. } if *t == tile && *e == end),
                ) {
                    IllegalMove::WrongOpen(tile, end, open)
                } else {
                    IllegalMove::DoesNotFit(tile, end)
                }
            }
            (Phase::Play, Move::Draw) => {
                if self.mech.draw == DrawRule::Never {
                    IllegalMove::NoDrawing
                } else if self.boneyard_next >= self.boneyard_end {
                    IllegalMove::BoneyardEmpty
                } else {
                    IllegalMove::MustPlay
                }
            }
            (Phase::Play, Move::Pass) => {
                if self.legal_moves().contains(&Move::Draw) {
                    IllegalMove::MustDraw
                } else {
                    IllegalMove::MustPlay
                }
            }
        }
    }
}

impl Hand {
    /// How many sequences of exactly `depth` legal moves start here (a hand that ends
    /// earlier adds nothing), played through the fast unchecked path: the move-count
    /// ("perft") figure that `tests/perft.rs` pins and `dominoes perft` prints.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.is_over() {
            return 0;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&mv| {
                let mut next = self.clone();
                next.play_unchecked(mv);
                next.perft(depth - 1)
            })
            .sum()
    }
}
