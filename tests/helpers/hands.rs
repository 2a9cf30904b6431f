//! Hands read and found for the tests of the line families (`tests/rules_jamaican.rs`,
//! `rules_blockdraw.rs`, `rules_chiva.rs`, `rules_cutthroat.rs`, `rules_partnership.rs`,
//! `rules_invariants.rs`):
//!
//! - an independent reading of a hand, written from the rule texts rather than taken from
//!   the engine: who went out and with which tile, whether it was a key tile (counted from
//!   the tiles on the table), each seat's count (summed from its tiles), and who should win;
//! - seeded searches for real positions: a hand that ends the way a scenario needs (a win
//!   for a side, a tie, a key tile), or a blocked hand that leaves given tiles in given
//!   hands. Scenarios are then played move by move through the checked `Match::play`.

#![allow(dead_code)]

use super::{move_key, pips, random_deal, set, Dice};

use dominoes::rules::{
    Deal, DrawRule, End, Family, Hand, IllegalMove, Match, Move, NextPose, Phase, Seat, Side, Team,
    Tile, TileSet, Variant,
};

/// The tiles left in each hand of a four-player table (South, East, North, West).
pub type Left4 = [&'static str; 4];

/// Every seat's count, summed from its tiles.
pub fn counts(hand: &Hand) -> [u32; 4] {
    let mut out = [0; 4];
    for s in 0..hand.mechanics().players {
        out[s as usize] = pips(hand.hand(Seat::new(s)));
    }
    out
}

/// How many halves showing `n` lie on the table.
pub fn halves_on_table(hand: &Hand, n: u8) -> u32 {
    hand.layout()
        .played()
        .iter()
        .map(|t| u32::from(t.low() == n) + u32::from(t.high() == n))
        .sum()
}

/// Whether `end` is a hard end: its number has appeared all but once (7 times in
/// double-six), one of them at this end. Counted from the tiles on the table.
pub fn hard_end(hand: &Hand, end: End) -> bool {
    let layout = hand.layout();
    layout.is_open(end)
        && halves_on_table(hand, layout.end_number(end))
            == u32::from(hand.mechanics().set.top()) + 1
}

/// Whether `tile`, about to be played as the last tile of a hand, is a key tile: both
/// ends are hard ends with different numbers and the tile (not a double) joins them.
pub fn is_key_tile(hand: &Hand, tile: Tile) -> bool {
    let l = hand.layout();
    if !(l.is_open(End::LEFT) && l.is_open(End::RIGHT)) {
        return false;
    }
    let (a, b) = (l.end_number(End::LEFT), l.end_number(End::RIGHT));
    a != b
        && !tile.is_double()
        && tile == Tile::new(a, b)
        && hard_end(hand, End::LEFT)
        && hard_end(hand, End::RIGHT)
}

/// Whether the family scores four players as two teams (South-North, East-West).
pub fn partnership(v: &Variant) -> bool {
    v.players() == 4
        && matches!(
            v.family(),
            Family::Jamaican | Family::Chiva | Family::Partnership
        )
}

/// How many sides keep a score.
pub fn sides(v: &Variant) -> usize {
    if partnership(v) {
        2
    } else {
        v.players() as usize
    }
}

/// The side a seat scores for: its team (seat mod 2) in partnership games, else itself.
pub fn side_of(v: &Variant, seat: Seat) -> Side {
    if partnership(v) {
        Side::new((seat.index() % 2) as u8)
    } else {
        Side::of_seat(seat)
    }
}

/// What happened in one hand, as the tests saw it.
#[derive(Clone, Debug)]
pub struct HandLog {
    /// Every move of the hand, in order.
    pub moves: Vec<Move>,
    /// The dealt hands.
    pub dealt: [TileSet; 4],
    /// The first seat to move.
    pub first_turn: Seat,
    /// The phase the hand started in.
    pub first_phase: Phase,
    /// The legal moves before anything was played (sorted).
    pub first_legal: Vec<Move>,
    /// Who put the first tile down.
    pub poser: Option<Seat>,
    /// Who went out, and with which tile (`None`: blocked).
    pub out: Option<(Seat, Tile)>,
    /// The last tile was a key tile (judged by [`is_key_tile`]).
    pub key: bool,
    /// The last tile (not a double) joined the numbers of both open ends.
    pub either_end: bool,
    /// Each seat's count at the end.
    pub counts: [u32; 4],
}

/// Sorted legal moves (for comparing move lists).
pub fn sorted_legal(hand: &Hand) -> Vec<Move> {
    let mut v: Vec<Move> = hand.legal_moves().iter().copied().collect();
    v.sort_by_key(move_key);
    v
}

impl HandLog {
    /// Starts a log for the hand about to be played in `m`.
    pub fn start(m: &Match) -> HandLog {
        let r = m.hand();
        let mut dealt = [TileSet::EMPTY; 4];
        for s in 0..m.variant().players() {
            dealt[s as usize] = r.hand(Seat::new(s));
        }
        HandLog {
            moves: Vec::new(),
            dealt,
            first_turn: r.turn(),
            first_phase: r.phase(),
            first_legal: sorted_legal(r),
            poser: None,
            out: None,
            key: false,
            either_end: false,
            counts: [0; 4],
        }
    }

    /// Plays `mv` in `m` through the checked `Match::play`, noting what it did.
    pub fn play(&mut self, m: &mut Match, mv: Move) -> Result<(), IllegalMove> {
        let r = m.hand();
        let seat = r.turn();
        let last = match mv {
            Move::Play { tile, .. } if r.hand(seat).len() == 1 && r.hand(seat).contains(tile) => {
                let l = r.layout();
                let either = !tile.is_double()
                    && tile == Tile::new(l.end_number(End::LEFT), l.end_number(End::RIGHT));
                Some((tile, is_key_tile(r, tile), either))
            }
            _ => None,
        };
        m.play(mv)?;
        self.moves.push(mv);
        if let Move::Pose(_) = mv {
            self.poser = Some(seat);
        }
        if let Some((tile, key, either)) = last {
            self.out = Some((seat, tile));
            self.key = key;
            self.either_end = either;
        }
        if m.hand().is_over() {
            self.counts = counts(m.hand());
        }
        Ok(())
    }
}

/// The side that should win a finished hand, by the family's rule text; `None` for a tie.
pub fn expected_winner(v: &Variant, log: &HandLog) -> Option<Side> {
    if let Some((seat, _)) = log.out {
        return Some(side_of(v, seat));
    }
    let team_block = match v.family() {
        Family::Partnership => true,
        Family::Chiva => partnership(v),
        _ => false,
    };
    if team_block {
        lower_team(&log.counts)
    } else {
        lowest_single(v, &log.counts)
    }
}

/// Blocked, single-count rule: the side of the player with the lowest count; a lowest
/// count shared by players of different sides ties.
pub fn lowest_single(v: &Variant, counts: &[u32; 4]) -> Option<Side> {
    let players = v.players();
    let low = (0..players).map(|s| counts[s as usize]).min()?;
    let mut sides = (0..players)
        .filter(|&s| counts[s as usize] == low)
        .map(|s| side_of(v, Seat::new(s)));
    let first = sides.next()?;
    sides.all(|s| s == first).then_some(first)
}

/// Blocked, team-count rule: the team with the lower sum; equal sums tie.
pub fn lower_team(counts: &[u32; 4]) -> Option<Side> {
    let (ns, ew) = (counts[0] + counts[2], counts[1] + counts[3]);
    match ns.cmp(&ew) {
        std::cmp::Ordering::Less => Some(Side::new(0)),
        std::cmp::Ordering::Greater => Some(Side::new(1)),
        std::cmp::Ordering::Equal => None,
    }
}

/// Plays the current hand of a copy of `m` to its end with random legal moves.
pub fn playout(m: &Match, dice: &mut Dice) -> (Match, HandLog) {
    let mut m = m.clone();
    m.set_explain(false);
    let mut log = HandLog::start(&m);
    let mut guard = 0;
    while !m.hand().is_over() {
        let legal = m.hand().legal_moves();
        assert!(!legal.is_empty(), "a hand in play has no legal move");
        let mv = dice.pick(&legal);
        log.play(&mut m, mv).expect("a legal move is refused");
        guard += 1;
        assert!(guard < 2000, "a hand does not end");
    }
    (m, log)
}

/// What a scenario needs a hand to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// Won by this side (seat index in individual games), not with a key tile.
    Win(u8),
    /// Won by this side going out with a key tile.
    Key(u8),
    /// Won by this side in a blocked hand.
    Block(u8),
    /// Won by this side by going out (not with a key tile).
    Out(u8),
    /// A tied hand.
    Tie,
    /// Any ending.
    Any,
}

impl Want {
    /// Whether a finished hand is what is wanted, judged by the rule text.
    pub fn accepts(self, v: &Variant, log: &HandLog) -> bool {
        let winner = expected_winner(v, log);
        match self {
            Want::Win(s) => winner == Some(Side::new(s)) && !log.key,
            Want::Key(s) => winner == Some(Side::new(s)) && log.key,
            Want::Block(s) => winner == Some(Side::new(s)) && log.out.is_none(),
            Want::Out(s) => winner == Some(Side::new(s)) && log.out.is_some() && !log.key,
            Want::Tie => winner.is_none(),
            Want::Any => true,
        }
    }
}

/// A match driven hand by hand to chosen outcomes: for each hand a seeded search finds a
/// deal and a sequence of legal moves that ends it as wanted; the moves are then played
/// through the checked `Match::play`.
pub struct Table {
    /// The variant.
    pub v: Variant,
    /// The match, once its first hand is dealt.
    pub m: Option<Match>,
    dice: Dice,
}

impl Table {
    /// A table for `v`; `seed` fixes every deal and move the searches choose.
    pub fn new(v: Variant, seed: u64) -> Table {
        Table {
            v,
            m: None,
            dice: Dice::new(seed),
        }
    }

    /// A table that goes on with a match already under way (its current hand finished).
    pub fn from_match(m: Match, seed: u64) -> Table {
        Table {
            v: m.variant().clone(),
            m: Some(m),
            dice: Dice::new(seed),
        }
    }

    /// The match (after the first hand).
    pub fn m(&self) -> &Match {
        self.m.as_ref().expect("no hand played yet")
    }

    /// Deals and plays one hand that ends as wanted; returns what happened.
    pub fn hand(&mut self, want: Want) -> HandLog {
        let v = self.v.clone();
        self.hand_where(&format!("{want:?}"), |log| want.accepts(&v, log))
    }

    /// Deals and plays one hand for which `accept` holds; returns what happened.
    pub fn hand_where(&mut self, what: &str, accept: impl Fn(&HandLog) -> bool) -> HandLog {
        for _ in 0..400 {
            let deal = random_deal(self.v.mechanics(), &mut self.dice);
            let start = match &self.m {
                None => Match::with_deal(self.v.clone(), 1, &deal),
                Some(m) => {
                    assert!(!m.is_over(), "the match is already over");
                    let mut c = m.clone();
                    c.next_hand_with(&deal);
                    c
                }
            };
            for _ in 0..60 {
                let (_, log) = playout(&start, &mut self.dice);
                if accept(&log) {
                    return self.replay(&deal, &log.moves);
                }
            }
        }
        panic!("no hand found that ends as {what}");
    }

    /// Deals `deal` as the next hand and plays `moves` through the checked API.
    pub fn replay(&mut self, deal: &Deal, moves: &[Move]) -> HandLog {
        let mut m = match self.m.take() {
            None => Match::with_deal(self.v.clone(), 1, deal),
            Some(mut m) => {
                m.next_hand_with(deal);
                m
            }
        };
        let mut log = HandLog::start(&m);
        for &mv in moves {
            log.play(&mut m, mv)
                .unwrap_or_else(|e| panic!("replayed move {mv:?} refused: {e}"));
        }
        assert!(m.hand().is_over(), "replayed hand did not end");
        self.m = Some(m);
        log
    }

    /// The scores of every side.
    pub fn scores(&self) -> Vec<i32> {
        self.m().state().scores[..sides(&self.v)].to_vec()
    }
}

/// Plays moves written in record notation ("pose 6-6", "6-2 left", "pass") through the
/// checked API, panicking with the move's number and the engine's reason on a refusal.
pub fn play_text(m: &mut Match, log: &mut HandLog, moves: &[&str]) {
    for (i, text) in moves.iter().enumerate() {
        let mv = m
            .hand()
            .parse_move(text)
            .unwrap_or_else(|e| panic!("move {i} '{text}': {e}"));
        log.play(m, mv)
            .unwrap_or_else(|e| panic!("move {i} '{text}' refused: {e}"));
    }
}

/// A seeded search for a blocked first hand that leaves exactly `left[seat]` in each
/// hand: the other tiles are dealt at random and played in random legal order, never
/// playing a kept tile. Returns the deal and the moves.
pub fn find_blocked(v: &Variant, left: &[&str], seed: u64) -> Option<(Deal, Vec<Move>)> {
    let mech = v.mechanics();
    let keep: Vec<TileSet> = left.iter().map(|h| set(h)).collect();
    let kept = keep.iter().fold(TileSet::EMPTY, |a, &b| a | b);
    let mut dice = Dice::new(seed);
    let size = mech.hand_size as usize;
    for _ in 0..200_000 {
        let mut free: Vec<Tile> = (mech.in_play - kept).iter().collect();
        dice.shuffle(&mut free);
        let mut hands = Vec::new();
        let mut next = 0;
        for k in &keep {
            let mut h: Vec<Tile> = k.iter().collect();
            let more = size - h.len();
            h.extend_from_slice(&free[next..next + more]);
            next += more;
            hands.push(h);
        }
        let deal = Deal::explicit(mech, &hands, Some(&free[next..])).ok()?;
        let mut m = Match::with_deal(v.clone(), 1, &deal);
        m.set_explain(false);
        let mut moves = Vec::new();
        let ok = loop {
            if m.hand().is_over() {
                break true;
            }
            let choices: Vec<Move> = m
                .hand()
                .legal_moves()
                .iter()
                .copied()
                .filter(|mv| match mv {
                    Move::Pose(t) | Move::Play { tile: t, .. } => !kept.contains(*t),
                    _ => true,
                })
                .collect();
            if choices.is_empty() {
                break false;
            }
            let mv = dice.pick(&choices);
            m.play(mv).ok()?;
            moves.push(mv);
        };
        if ok && (0..v.players()).all(|s| m.hand().hand(Seat::new(s)) == keep[s as usize]) {
            return Some((deal, moves));
        }
    }
    None
}

/// Plays a found blocked hand (see [`find_blocked`]) as the first hand of a new match.
pub fn play_blocked(v: &Variant, left: &[&str], seed: u64) -> (Match, HandLog) {
    let (d, moves) = find_blocked(v, left, seed)
        .unwrap_or_else(|| panic!("no blocked hand found leaving {left:?}"));
    let mut m = Match::with_deal(v.clone(), 1, &d);
    let mut log = HandLog::start(&m);
    for mv in moves {
        log.play(&mut m, mv).expect("found moves are legal");
    }
    assert!(m.hand().is_over(), "the found hand is over");
    (m, log)
}

/// Writes a deal and moves as text: how the hard-coded scenarios were written (find a
/// hand with [`find_blocked`] or [`Table::hand_where`], print it, paste it).
pub fn describe(v: &Variant, deal: &Deal, moves: &[Move]) -> String {
    let mut m = Match::with_deal(v.clone(), 1, deal);
    let mut out = String::from("hands: [");
    for s in 0..v.players() {
        let h: Vec<String> = deal.hands[s as usize]
            .iter()
            .map(|t| t.to_string())
            .collect();
        out.push_str(&format!("\"{}\", ", h.join(" ")));
    }
    out.push_str("]\nmoves: [");
    for &mv in moves {
        out.push_str(&format!("\"{}\", ", m.hand().notation(mv)));
        m.play(mv).expect("legal");
    }
    out.push(']');
    out
}

/// The pose the family's opening rule calls for, worked out from the dealt hands: the
/// highest double's holder poses it (any tile when sporting); with no double, the
/// heaviest tile's holder (between equal weights, the tile with the higher number).
pub fn expected_opening(v: &Variant, dealt: &[TileSet; 4]) -> (Seat, Option<Tile>) {
    let players = v.players() as usize;
    let all = dealt[..players].iter().fold(TileSet::EMPTY, |a, &b| a | b);
    let tile = all
        .iter()
        .filter(|t| t.is_double())
        .max_by_key(|t| t.high())
        .or_else(|| all.iter().max_by_key(|t| (t.pips(), t.high())))
        .expect("tiles dealt");
    let holder = (0..players)
        .find(|&s| dealt[s].contains(tile))
        .expect("a holder");
    let sporting = v.rules().is("pose", "sporting");
    (Seat::new(holder as u8), (!sporting).then_some(tile))
}

/// Checks that a hand started under the opening rule: the right seat moves first and may
/// pose only the opening tile (or, sporting, any of its tiles).
pub fn assert_opening_pose(v: &Variant, log: &HandLog) {
    let (seat, tile) = expected_opening(v, &log.dealt);
    assert_eq!(
        log.first_phase,
        Phase::Pose,
        "opening hand must start with a pose"
    );
    assert_eq!(log.first_turn, seat, "wrong seat poses the opening");
    let expected: Vec<Move> = match tile {
        Some(t) => vec![Move::Pose(t)],
        None => log.dealt[seat.index()].iter().map(Move::Pose).collect(),
    };
    assert_eq!(log.first_legal, expected, "opening pose moves");
}

/// Checks that a hand started with `team` choosing its poser.
pub fn assert_team_chooses(log: &HandLog, team: u8) {
    assert_eq!(
        log.first_phase,
        Phase::ChoosePoser(Team::new(team)),
        "the winning team should choose who poses"
    );
    assert_eq!(
        log.first_legal,
        vec![
            Move::Poser(Seat::new(team)),
            Move::Poser(Seat::new(team + 2))
        ]
    );
}

/// Checks that a hand started with `seat` posing any tile of its hand.
pub fn assert_seat_poses_any(log: &HandLog, seat: Seat) {
    assert_eq!(log.first_phase, Phase::Pose);
    assert_eq!(log.first_turn, seat, "wrong seat poses");
    let expected: Vec<Move> = log.dealt[seat.index()].iter().map(Move::Pose).collect();
    assert_eq!(log.first_legal, expected, "the poser may pose any tile");
}

/// Whether players draw from a boneyard in this variant.
pub fn draws(v: &Variant) -> bool {
    v.mechanics().draw != DrawRule::Never
}

/// Who poses the hand after a step of a scenario, or the match is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The family's opening rule (the 6-6 holder, the highest double...).
    Opening,
    /// This team (0 North-South, 1 East-West) chooses its poser.
    Team(u8),
    /// This seat poses any tile.
    Seat(u8),
    /// The match is won.
    Over,
}

/// One step of a match scenario: how the hand ends, the scores after it (one per side),
/// and who poses next.
pub type Step = (Want, &'static [i32], Next);

/// Plays a match scenario hand by hand and checks, after every hand, the scores, the
/// pending tie replays, who poses next (in the state and in the next hand's first legal
/// moves) and the end of the match.
pub fn run_steps(v: &Variant, seed: u64, name: &str, steps: &[Step]) {
    let mut table = Table::new(v.clone(), seed);
    let mut expect_start = Next::Opening;
    let mut ties = 0;
    for (i, &(want, scores, next)) in steps.iter().enumerate() {
        let ctx = format!("{name}, hand {} ({want:?})", i + 1);
        assert_ne!(
            expect_start,
            Next::Over,
            "{ctx}: steps after the match ended"
        );
        let log = table.hand(want);
        match expect_start {
            Next::Opening => assert_opening_pose(v, &log),
            Next::Team(t) => assert_team_chooses(&log, t),
            Next::Seat(s) => assert_seat_poses_any(&log, Seat::new(s)),
            Next::Over => unreachable!(),
        }
        let m = table.m();
        let result = m.results().last().expect("a result");
        assert_eq!(
            result.winner,
            expected_winner(v, &log),
            "{ctx}: hand winner"
        );
        assert_eq!(table.scores(), scores, "{ctx}: scores");
        ties = if result.winner.is_none() { ties + 1 } else { 0 };
        let pending = if v.rules().is("tie_replay", "on") {
            ties
        } else {
            0
        };
        assert_eq!(
            m.state().pending_ties,
            pending,
            "{ctx}: pending tie replays"
        );
        match next {
            Next::Over => {
                assert!(m.is_over(), "{ctx}: the match should be over");
                assert_eq!(m.winner(), result.winner, "{ctx}: match winner");
            }
            _ => {
                assert!(!m.is_over(), "{ctx}: the match ended too soon");
                let np = match next {
                    Next::Opening => NextPose::Opening,
                    Next::Team(t) => NextPose::Team(Team::new(t)),
                    Next::Seat(s) => NextPose::Seat(Seat::new(s)),
                    Next::Over => unreachable!(),
                };
                assert_eq!(m.state().next_pose, np, "{ctx}: next pose");
            }
        }
        expect_start = next;
    }
}
