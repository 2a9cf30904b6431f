//! The fast random playouts (moves picked from words of playable tiles without building
//! move lists, the plain-line and French loops) and the bit tables they use. Every `unsafe`
//! of the engine is in this file: the `pdep` instruction and the playout compiled for it.

use super::*;

/// The index of the `k`-th set bit of `word` (0-based, from the lowest); `word` has more
/// than `k` bits set.
#[inline(always)]
pub(super) fn select_bit(mut word: u64, k: u32) -> u32 {
    for _ in 0..k {
        word &= word - 1;
    }
    word.trailing_zeros()
}

/// The pips of each of the first 32 tiles (0 past the last tile of the double-six set).
pub(super) static PIPS_LOW: [u8; 32] = {
    let mut out = [0u8; 32];
    let mut i = 0;
    while i < 28 {
        out[i] = Tile::from_index_unchecked(i).pips() as u8;
        i += 1;
    }
    out
};

/// [`select_bit`], with the BMI2 instruction that deposits bits when `PDEP` is set: only
/// ever set where the CPU has BMI2 (by [`Hand::play_random_to_end`] after
/// `fast_bit_instructions()`, and by a test after the same check).
#[inline(always)]
pub(super) fn select_bit_with<const PDEP: bool>(word: u64, k: u32) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if PDEP {
        // SAFETY: `PDEP` is set only where the CPU has been seen to support BMI2 (see the
        // function's comment).
        return unsafe { std::arch::x86_64::_pdep_u64(1 << k, word) }.trailing_zeros();
    }
    select_bit(word, k)
}

/// Whether this CPU has the instructions [`Hand::play_random_to_end`]'s second version
/// is compiled for (popcount, BMI1, BMI2, LZCNT) and runs `pdep` in hardware: AMD's
/// processors before Zen 3 (family 0x19) run it in microcode, up to hundreds of cycles,
/// slower than the plain loop. Worked out once.
#[cfg(target_arch = "x86_64")]
pub(super) fn fast_bit_instructions() -> bool {
    static FAST: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FAST.get_or_init(|| {
        let has = std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("lzcnt");
        let vendor = std::arch::x86_64::__cpuid(0);
        let amd = (vendor.ebx, vendor.edx, vendor.ecx) == (0x6874_7541, 0x6974_6e65, 0x444d_4163);
        let signature = std::arch::x86_64::__cpuid(1).eax;
        let family = (signature >> 8 & 0xF) + (signature >> 20 & 0xFF);
        has && !(amd && family < 0x19)
    })
}

/// The tiles of the double-six set that fit an end, as the low word of a [`TileSet`]:
/// entry `n` for an end showing `n`, and entry `8 * (t + 1) + n` for the end tile `t` has
/// just been played on, joining `n` (0 where `t` has no `n`).
pub(super) static FIT_AFTER: [u32; 8 * 29] = {
    let mut out = [0u32; 8 * 29];
    let mut n = 0;
    while n <= 6 {
        // Double-six tiles are the first 28: double-nine's 7-0 and up are masked off.
        out[n] = (crate::rules::tileset::WITH_NUMBER_LOW[n] & ((1 << 28) - 1)) as u32;
        n += 1;
    }
    let mut t = 0;
    while t < 28 {
        let tile = Tile::from_index_unchecked(t);
        let mut n = 0;
        while n <= 6 {
            if tile.low() == n || tile.high() == n {
                out[8 * (t + 1) + n as usize] = out[tile.other(n) as usize];
            }
            n += 1;
        }
        t += 1;
    }
    out
};

/// The doubles among the first 64 tiles, as bits.
pub(super) const DOUBLES_LOW: u64 = {
    let mut bits = 0u64;
    let mut n = 0;
    while n <= 9 {
        bits |= 1 << Tile::new(n, n).index();
        n += 1;
    }
    bits
};

/// For each number, its double as a bit among the first 64 tiles (0 for the doubles
/// beyond them, 10-10 up).
pub(super) static DOUBLE_LOW: [u64; MAX_PIP as usize + 1] = {
    let mut out = [0u64; MAX_PIP as usize + 1];
    let mut n = 0;
    while n <= MAX_PIP {
        let index = Tile::new(n, n).index();
        if index < 64 {
            out[n as usize] = 1 << index;
        }
        n += 1;
    }
    out
};

impl Hand {
    /// A legal move chosen uniformly at random: exactly `legal_moves()[rng.pick(n)]`
    /// (same moves, same order, same draw from `rng`), but without building the list
    /// where the position allows it. `scratch` is used otherwise. For random playouts.
    #[inline]
    pub fn random_move(&self, rng: &mut Rng, scratch: &mut MoveList) -> Move {
        if self.playing && self.one_word && self.pending.is_none() {
            return self.random_play_phase_move(rng);
        }
        self.random_listed_move(rng, scratch)
    }

    /// [`Hand::random_move`] from the list in `scratch`, except for the pose (the first
    /// move of every hand), picked among the poser's tiles without a list when the set
    /// fits one word.
    #[inline]
    pub(super) fn random_listed_move(&self, rng: &mut Rng, scratch: &mut MoveList) -> Move {
        if self.phase == Phase::Pose {
            let hand = self.hands[self.turn.index()].low_word();
            let choices = match self.pose_rule {
                // A list of one: no draw.
                PoseRule::Tile(tile) => return Move::Pose(tile),
                PoseRule::Any(_) | PoseRule::Team(_) => hand,
                PoseRule::AnyDouble(_) => hand & DOUBLES_LOW,
            };
            if self.one_word {
                let n = choices.count_ones();
                if n == 0 {
                    // No double to pose: passing the pose on is the one move.
                    return Move::Pass;
                }
                let k = rng.pick(n);
                return Move::Pose(Tile::from_index_unchecked(select_bit(choices, k) as usize));
            }
        }
        self.generate(scratch);
        scratch[rng.pick(scratch.len() as u32) as usize]
    }

    /// Plays a legal move chosen uniformly at random and returns it: exactly
    /// [`Hand::random_move`] followed by [`Hand::play_unchecked`] (same move, same draws
    /// from `rng`, same position after), a little faster. For random playouts.
    #[inline(always)]
    pub fn play_random(&mut self, rng: &mut Rng, scratch: &mut MoveList) -> Move {
        self.play_random_with::<false>(rng, scratch)
    }

    /// [`Hand::play_random`], choosing among the playable tiles with `pdep` when `PDEP`
    /// is set (see [`select_bit_with`]).
    #[inline(always)]
    pub(super) fn play_random_with<const PDEP: bool>(
        &mut self,
        rng: &mut Rng,
        scratch: &mut MoveList,
    ) -> Move {
        if self.playing && self.plain_line {
            return self.play_random_plain_line(rng);
        }
        let mv = if self.playing && self.one_word && self.pending.is_none() {
            if self.packed_line {
                self.random_packed_move::<PDEP>(rng)
            } else {
                let accepts = self.end_accepts();
                let mv = self.random_end_move::<PDEP>(rng, accepts);
                if mv == Move::Pass && (self.mech.pass_always || self.mech.pass_penalties) {
                    // French passes ask who can play (see `can_play_cached`): the words
                    // just used answer it for every seat.
                    self.learn_who_can_play(accepts.iter().fold(0, |all, &w| all | w));
                }
                mv
            }
        } else {
            self.random_listed_move(rng, scratch)
        };
        self.play_inline(mv);
        mv
    }

    /// Plays random moves, each exactly as [`Hand::play_random`] would (same moves, same
    /// draws from `rng`), until the hand is over; returns how many were played. For random
    /// playouts.
    pub fn play_random_to_end(&mut self, rng: &mut Rng, scratch: &mut MoveList) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if fast_bit_instructions() {
            // SAFETY: the function needs the instructions `fast_bit_instructions` has just
            // seen this CPU support.
            return unsafe { self.play_random_to_end_with_bit_instructions(rng, scratch) };
        }
        self.play_random_to_end_here::<false>(rng, scratch)
    }

    /// [`Hand::play_random_to_end`] compiled for the bit instructions of x86-64 CPUs since
    /// about 2013 (popcount, BMI1, BMI2, LZCNT): call it only where
    /// `fast_bit_instructions()` holds. Random moves count the bits of words of playable
    /// tiles (`count_ones`: a dozen and more instructions in baseline x86-64 code, one
    /// here) and pick the chosen one with a single `pdep` (see [`select_bit_with`])
    /// instead of a loop whose length the branch predictor cannot guess.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt")]
    pub(super) unsafe fn play_random_to_end_with_bit_instructions(
        &mut self,
        rng: &mut Rng,
        scratch: &mut MoveList,
    ) -> u64 {
        self.play_random_to_end_here::<true>(rng, scratch)
    }

    /// The body of [`Hand::play_random_to_end`], inlined into each version of it.
    #[inline(always)]
    pub(super) fn play_random_to_end_here<const PDEP: bool>(
        &mut self,
        rng: &mut Rng,
        scratch: &mut MoveList,
    ) -> u64 {
        let mut moves = 0;
        while !self.is_over() {
            if self.playing && self.plain_line {
                moves += self.play_plain_line_to_end::<PDEP>(rng);
            } else if self.playing && self.arms_passing && self.pending.is_none() {
                moves += self.play_arms_to_end::<PDEP>(rng);
            } else {
                self.play_random_with::<PDEP>(rng, scratch);
                moves += 1;
            }
        }
        moves
    }

    /// The rest of a plain line hand (see `plain_line`), each move as
    /// [`Hand::play_random_plain_line`] plays it, in one loop with no call until the hand
    /// ends; returns how many moves were played.
    ///
    /// Everything a move touches lives in locals for the loop (the generator, the hands,
    /// the line's ends, whose turn it is, the passes in a row) and is written back when
    /// the hand ends. The tiles that fit the two ends are kept as one word in the layout
    /// of [`Hand::packed_plays`] and changed only at the end that moved; the tiles on
    /// the table are worked out at the end from the hands.
    #[inline(always)]
    pub(super) fn play_plain_line_to_end<const PDEP: bool>(&mut self, rng: &mut Rng) -> u64 {
        let players = self.mech.players;
        let after = self.seats_after();
        let mut turn = self.turn.index();
        let mut passes = self.passes_in_row;
        let mut dice = rng.clone();
        let mut hands = self.hands.map(TileSet::low_word);
        let held = hands.iter().fold(0, |all, &h| all | h);
        let mut line = self.layout.line_ends();
        // The numbers at the two ends, a byte each, in a register.
        let mut ends = u32::from(line.ends[0]) | u32::from(line.ends[1]) << 8;
        let joining = |n: u8| u64::from(FIT_AFTER[n as usize]);
        let mut fits = joining(line.ends[0]) | joining(line.ends[1]) << 32;
        // What `after_tile` clears; nothing fills it in a plain line game.
        self.known = 0;
        self.able = 0;
        let mut moves = 0;
        loop {
            moves += 1;
            let hand = hands[turn];
            let bits = (hand | hand << 32) & fits;
            if bits == 0 {
                // `Hand::pass` with nothing pending, no penalties and passing only when
                // stuck: a full round of passes is a block. A lone pass takes no draw.
                passes += 1;
                if passes == players {
                    line.ends = [ends as u8, (ends >> 8) as u8];
                    line.played |= held & !hands.iter().fold(0, |all, &h| all | h);
                    self.layout.set_line_ends(&line);
                    *rng = dice;
                    self.put_back(hands, turn, passes);
                    self.end_blocked();
                    return moves;
                }
                turn = after[turn] as usize;
                continue;
            }
            let count = bits.count_ones();
            // `dice.pick(count)` without a branch (whether a seat has one play or more is
            // anybody's guess): the draw is made either way and kept only for a choice.
            let mut drawn = dice.clone();
            let k = drawn.below(count);
            if count > 1 {
                dice = drawn;
            }
            let bit = select_bit_with::<PDEP>(bits, k);
            let index = bit & 31;
            let e = (bit >> 5) as usize;
            let rest = hand & !(1 << index);
            hands[turn] = rest;
            let shift = 8 * e as u32;
            let number = (ends >> shift) as u8;
            let open = PIPS_LOW[index as usize] - number;
            if rest == 0 {
                line.ends = [ends as u8, (ends >> 8) as u8];
                // Going out: the last tile's facts are judged before it is placed, by the
                // general code.
                line.played |= held & !hands.iter().fold(0, |all, &h| all | h);
                line.played &= !(1 << index);
                self.layout.set_line_ends(&line);
                *rng = dice;
                self.put_back(hands, turn, passes);
                let tile = Tile::from_index_unchecked(index as usize);
                let (key, either) = self.last_tile_facts(tile);
                self.layout.place(End::new(e as u8), tile, open);
                self.after_tile(tile, true, key, either);
                return moves;
            }
            // `Layout::place_on_arm` and `after_tile` for a tile that does not go out, in a
            // game without fives.
            // The next tiles that fit this end, straight from the tile and the number it
            // joined: the loop's longest chain of dependent instructions runs through here.
            let fit = u64::from(FIT_AFTER[(index as usize + 1) * 8 + number as usize]);
            ends = (ends & !(0xFF << shift)) | u32::from(open) << shift;
            line.arm_len[e] += 1;
            line.end_double[e] = (DOUBLES_LOW >> index) as u8 & 1;
            let shift = 4 * shift;
            fits = (fits & !(0xFFFF_FFFF << shift)) | fit << shift;
            passes = 0;
            turn = after[turn] as usize;
        }
    }

    /// Writes back what a playout loop kept in locals: the hands (one word each), whose
    /// turn it is and the passes in a row.
    #[inline(always)]
    pub(super) fn put_back(&mut self, hands: [u64; MAX_PLAYERS], turn: usize, passes: u8) {
        self.hands = hands.map(TileSet::from_low_word);
        self.turn = Seat::new(turn as u8);
        self.passes_in_row = passes;
    }

    /// Ends the hand as blocked.
    #[inline(always)]
    pub(super) fn end_blocked(&mut self) {
        self.phase = Phase::Over;
        self.playing = false;
        self.end = Some(HandEnding::Blocked);
    }

    /// The seat after each seat (by index), for the playout loops to look up on every
    /// move.
    #[inline(always)]
    pub(super) fn seats_after(&self) -> [u8; MAX_PLAYERS] {
        let players = self.mech.players;
        let mut after = [0u8; MAX_PLAYERS];
        for (s, next) in after.iter_mut().enumerate().take(players as usize) {
            *next = self
                .mech
                .direction
                .next(Seat::new(s as u8), players)
                .index() as u8;
        }
        after
    }

    /// The rest of a French hand (see `arms_passing`), each move as
    /// [`Hand::play_random`] would play it, in one loop; returns how many moves were
    /// played.
    ///
    /// The legal moves are the plays arm by arm, in the order of
    /// [`Hand::random_end_move`], then Pass. The generator, the hands, whose turn it is,
    /// the passes and the penalties are locals; the layout is placed on as usual. The
    /// tiles each arm takes are worked out again only after a tile (passes change none),
    /// from the numbers shown, the tiles on the table and which arms are covered.
    #[inline(always)]
    pub(super) fn play_arms_to_end<const PDEP: bool>(&mut self, rng: &mut Rng) -> u64 {
        let players = self.mech.players;
        let all = (1u8 << players) - 1;
        let after = self.seats_after();
        let mut turn = self.turn.index();
        let mut passes = self.passes_in_row;
        let mut streak = self.pass_streak;
        let mut penalties = self.penalties;
        let mut dice = rng.clone();
        let mut hands = self.hands.map(TileSet::low_word);
        let mut moves = 0;
        loop {
            // The tiles each arm takes (as `end_accepts`), two arms to a word as in
            // `random_end_move`, and every tile some arm takes.
            // Double-six tiles are the first 28: the rest of the first word (double-nine's
            // 7-0 and up) is masked off, or it would spill into the next arm's half.
            let accepts = self.end_accepts().map(|word| word & 0xFFFF_FFFF);
            let pair = [accepts[0] | accepts[1] << 32, accepts[2] | accepts[3] << 32];
            let anywhere = accepts[0] | accepts[1] | accepts[2] | accepts[3];
            let mut able = 0u8;
            for (s, &hand) in hands.iter().enumerate().take(players as usize) {
                able |= u8::from(hand & anywhere != 0) << s;
            }
            // Passes until somebody plays a tile: nothing above changes meanwhile.
            let (tile, e, number) = loop {
                moves += 1;
                let hand = hands[turn];
                let twice = hand | hand << 32;
                let words = [pair[0] & twice, pair[1] & twice];
                let first = words[0].count_ones();
                let plays = first + words[1].count_ones();
                let k = dice.pick(plays + 1);
                if k < plays {
                    let (i, k) = if k < first { (0, k) } else { (1, k - first) };
                    let bit = select_bit_with::<PDEP>(words[i], k);
                    let e = 2 * i + (bit >> 5) as usize;
                    let index = bit as usize & 31;
                    break (index, e, self.layout.end_number(End::new(e as u8)));
                }
                // `Hand::pass` and its penalties, with who can play known for every seat.
                passes += 1;
                if able != 0 {
                    let player = after[turn] as usize;
                    charge_pass(
                        &mut penalties,
                        &mut streak,
                        able,
                        turn,
                        passes,
                        players,
                        player,
                    );
                }
                if passes == players && able == 0 {
                    *rng = dice;
                    self.put_back(hands, turn, passes);
                    (self.pass_streak, self.penalties) = (streak, penalties);
                    (self.known, self.able) = (all, able);
                    self.end_blocked();
                    return moves;
                }
                turn = after[turn] as usize;
            };
            // The tile, as `play_inline` plays it.
            let rest = hands[turn] & !(1 << tile);
            hands[turn] = rest;
            streak[turn] = 0;
            let tile = Tile::from_index_unchecked(tile);
            self.layout
                .place(End::new(e as u8), tile, tile.other(number));
            passes = 0;
            if rest == 0 {
                *rng = dice;
                // `after_tile` clears the passes in a row.
                self.put_back(hands, turn, passes);
                (self.pass_streak, self.penalties) = (streak, penalties);
                // No key tile or either-end facts off a line.
                self.after_tile(tile, true, false, false);
                return moves;
            }
            turn = after[turn] as usize;
        }
    }

    /// [`Hand::play_random`] in the play phase of a plain line game (see `plain_line`):
    /// the legal moves are the plays of [`Hand::packed_plays`] in bit order, or Pass
    /// alone when none fits, so the move is picked and played on words, with none of the
    /// checks other games need.
    #[inline(always)]
    pub(super) fn play_random_plain_line(&mut self, rng: &mut Rng) -> Move {
        let seat = self.turn.index();
        let hand = self.hands[seat];
        let bits = self.packed_plays(hand);
        if bits == 0 {
            // A list of one: no draw.
            self.pass();
            return Move::Pass;
        }
        let bit = select_bit(bits, rng.pick(bits.count_ones()));
        let index = bit & 31;
        let tile = Tile::from_index_unchecked(index as usize);
        let end = End::new((bit >> 5) as u8);
        let open = tile.other(self.layout.end_number(end));
        // The set fits the first word, so the hand is that word less the tile.
        let rest = hand.low_word() & !(1 << index);
        self.hands[seat] = TileSet::from_low_word(rest);
        self.place_tile(tile, end, open, rest == 0);
        Move::Play { tile, end, open }
    }

    /// [`Hand::random_move`] in the play phase of a game whose set fits one word, with no
    /// claim pending: the legal moves are counted rather than listed, then the chosen one
    /// is found.
    ///
    /// The list this stands for is, in [`Hand::generate`]'s order: the plays end by end
    /// (open ends in index order, tiles in canonical order, a Matador wild tile twice
    /// when it can leave either number open, low first), then Draw, then Pass.
    #[inline(always)]
    pub(super) fn random_play_phase_move(&self, rng: &mut Rng) -> Move {
        if self.packed_line {
            self.random_packed_move::<false>(rng)
        } else {
            self.random_end_move::<false>(rng, self.end_accepts())
        }
    }

    /// [`Hand::random_play_phase_move`] in a packed line: both ends' tiles in one word
    /// (left end in the low half), so one count, and the chosen bit is the play.
    #[inline(always)]
    pub(super) fn random_packed_move<const PDEP: bool>(&self, rng: &mut Rng) -> Move {
        let bits = self.packed_plays(self.hands[self.turn.index()]);
        let total = bits.count_ones();
        let k = self.pick(rng, total);
        if k < total {
            self.packed_move(select_bit_with::<PDEP>(bits, k))
        } else {
            self.non_play(k, total)
        }
    }

    /// [`Hand::random_play_phase_move`] from the words of tiles each end takes
    /// ([`Hand::end_accepts`]).
    #[inline(always)]
    pub(super) fn random_end_move<const PDEP: bool>(
        &self,
        rng: &mut Rng,
        accepts: [u64; 4],
    ) -> Move {
        let hand = self.hands[self.turn.index()].low_word();
        let words = accepts.map(|accept| accept & hand);
        // A wild tile that leaves a choice of open number is two moves.
        let split = self.split;
        if self.mech.set.len() <= 32 {
            // Double-six: two ends per word, as in `packed_plays` (bit `32 * (e % 2) + t`
            // for tile `t` on end `e`), so the two words in order are the plays in order.
            let split = split | split << 32;
            let pair = [words[0] | words[1] << 32, words[2] | words[3] << 32];
            let first = self.plays_in(pair[0], split);
            let total = first + self.plays_in(pair[1], split);
            let k = self.pick(rng, total);
            if k >= total {
                return self.non_play(k, total);
            }
            let (i, k) = if k < first { (0, k) } else { (1, k - first) };
            let (bit, second) = self.nth_play_bit::<PDEP>(pair[i], split, k);
            let end = End::new(2 * i as u8 + (bit >> 5) as u8);
            return self.play_of(Tile::from_index_unchecked(bit as usize & 31), end, second);
        }
        let counts = words.map(|w| self.plays_in(w, split));
        let total = counts.iter().sum::<u32>();
        let mut k = self.pick(rng, total);
        if k >= total {
            return self.non_play(k, total);
        }
        let mut e = 0;
        while k >= counts[e] {
            k -= counts[e];
            e += 1;
        }
        let (bit, second) = self.nth_play_bit::<PDEP>(words[e], split, k);
        let tile = Tile::from_index_unchecked(bit as usize);
        self.play_of(tile, End::new(e as u8), second)
    }

    /// How many plays the tiles of `word` stand for, a tile of `split` (a non-double wild
    /// tile) counting twice.
    #[inline(always)]
    pub(super) fn plays_in(&self, word: u64, split: u64) -> u32 {
        // Counting bits is a dozen instructions without a popcount instruction (baseline
        // x86-64): skip the second count outside Matador.
        if self.wild == 0 {
            word.count_ones()
        } else {
            word.count_ones() + (word & split).count_ones()
        }
    }

    /// The bit of `word` holding the `k`-th play (see [`Hand::plays_in`]), and whether it
    /// is the second play of a split tile (its high number left open).
    #[inline(always)]
    pub(super) fn nth_play_bit<const PDEP: bool>(
        &self,
        word: u64,
        split: u64,
        mut k: u32,
    ) -> (u32, bool) {
        if self.wild == 0 {
            return (select_bit_with::<PDEP>(word, k), false);
        }
        let mut bits = word;
        loop {
            let bit = bits.trailing_zeros();
            let moves = 1 + (split >> bit & 1) as u32;
            if k < moves {
                return (bit, k == 1);
            }
            k -= moves;
            bits &= bits - 1;
        }
    }

    /// Draws the index of the random move among `plays` tile plays followed by the Draw
    /// and Pass the position allows, exactly as `rng.pick(legal_moves().len())`.
    #[inline(always)]
    pub(super) fn pick(&self, rng: &mut Rng, plays: u32) -> u32 {
        let (draw, pass) = self.draw_and_pass(plays);
        rng.pick(plays + draw as u32 + pass as u32)
    }

    /// The move at index `k >= plays` of the list: Draw if legal, then Pass.
    #[inline(always)]
    pub(super) fn non_play(&self, k: u32, plays: u32) -> Move {
        let (draw, _) = self.draw_and_pass(plays);
        if draw && k == plays {
            Move::Draw
        } else {
            Move::Pass
        }
    }
}
