//! The reference model of the table and moves written as text, for the tests of the French,
//! Haitian, All Fives and Matador families (`tests/rules_french.rs`, `rules_haitian.rs`,
//! `rules_allfives.rs`, `rules_matador.rs`, `rules_invariants_more.rs`).
//!
//! - moves written as text (`"2-1 north"`), played one by one through the checked `Match::play` with a clear message when the
//!   engine refuses one;
//! - the legal moves of a position as sorted move text, so a scenario can state them all;
//! - [`Table`], a reference model of the table written from the rule texts (SPEC 1.3, 1.8,
//!   1.9) and kept apart from the engine: it follows the moves of a hand and says which
//!   plays are legal, which ends are open and what the open ends count in All Fives. The
//!   invariant tests compare the engine with it move by move.

#![allow(dead_code)]

use super::{all_rule_combos, deal, Dice};

use dominoes::rules::{
    DrawRule, End, Family, Hand, Join, LayoutKind, Match, Mechanics, Move, Seat, Tile, TileSet,
    Variant,
};

/// A match whose first hand is dealt from text.
pub fn start(v: &Variant, hands: &[&str], boneyard: Option<&str>) -> Match {
    Match::with_deal(v.clone(), 1, &deal(v, hands, boneyard))
}

/// Reads a move in record notation against the current position.
pub fn mv(m: &Match, text: &str) -> Move {
    m.hand().parse_move(text).unwrap_or_else(|e| panic!("{e}"))
}

/// Plays moves written in record notation through the checked API, stopping the test
/// with the position's legal moves when one is refused.
pub fn play(m: &mut Match, moves: &[&str]) {
    for (i, text) in moves.iter().enumerate() {
        let mv = mv(m, text);
        let seat = m.hand().turn();
        if let Err(e) = m.play(mv) {
            panic!(
                "move {i} '{text}' by seat {} refused: {e}; legal: {:?}",
                seat.index(),
                legal(m.hand())
            );
        }
    }
}

/// Plays moves written in record notation on a single hand.
pub fn play_moves(r: &mut Hand, moves: &[&str]) {
    for (i, text) in moves.iter().enumerate() {
        let mv = r.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
        if let Err(e) = r.play(mv) {
            panic!("move {i} '{text}' refused: {e}; legal: {:?}", legal(r));
        }
    }
}

/// The legal moves of a position as sorted move text (`"1-2 north"`, `"pass"`...).
pub fn legal(r: &Hand) -> Vec<String> {
    let mut out: Vec<String> = r.legal_moves().iter().map(|&m| r.notation(m)).collect();
    out.sort();
    out
}

/// Sorted move text, for comparing with [`legal`].
pub fn texts(list: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    out.sort();
    out
}

/// Rounds to the nearest multiple of five, halves up (12 to 10, 13 to 15).
pub fn nearest_five(n: u32) -> u32 {
    let low = n - n % 5;
    if n % 5 >= 3 {
        low + 5
    } else {
        low
    }
}

/// Every variant of a family: each player count, set and combination of house rules.
pub fn all_variants(family: Family) -> Vec<Variant> {
    let mut out = Vec::new();
    for &players in family.player_counts() {
        for set in family.sets() {
            for rules in all_rule_combos(family, players) {
                let v = Variant::new(family, players, set.top(), &rules)
                    .unwrap_or_else(|e| panic!("{family} {players}p: {e}"));
                out.push(v);
            }
        }
    }
    out
}

/// A random legal move. Where passing is always offered (French) a player who can play
/// passes only now and then, and where drawing is (Matador) a player who can play draws
/// only now and then, so hands stay a sensible length; a missed muggins claim is usually
/// taken.
pub fn random_move(r: &Hand, dice: &mut Dice) -> Move {
    let legal = r.legal_moves();
    let plays: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| matches!(m, Move::Play { .. }))
        .collect();
    if !plays.is_empty() && legal.contains(&Move::Draw) && !dice.chance(1, 8) {
        return dice.pick(&plays);
    }
    let others: Vec<Move> = legal.iter().copied().filter(|&m| m != Move::Pass).collect();
    if r.mechanics().pass_always && !others.is_empty() && !dice.chance(1, 12) {
        return dice.pick(&others);
    }
    if legal.contains(&Move::Muggins) && dice.chance(2, 3) {
        return Move::Muggins;
    }
    dice.pick(&legal)
}

/// Whether a tile is a Matador wild tile: its numbers add up to the target, or it is 0-0.
pub fn matador(tile: Tile, target: u8) -> bool {
    u32::from(tile.low()) + u32::from(tile.high()) == u32::from(target)
        || (tile.low() == 0 && tile.high() == 0)
}

/// A reference model of the table, written from the rule texts and kept apart from the
/// engine's layout: the tiles along each arm, which ends are open, what they show.
///
/// Ends are numbered as in the engine's move text: a line's left (0) and right (1) ends
/// (after a pose `a-b` with `a <= b`, left shows `a`); an All Fives spinner's north (2) and
/// south (3) sides; the French west (0), east (1), north (2) and south (3) arms.
#[derive(Clone, Debug)]
pub struct Table {
    kind: LayoutKind,
    join: Join,
    pose: Option<Tile>,
    /// The tiles along each arm from the pose outwards, with the number each left open.
    arms: [Vec<(Tile, u8)>; 4],
    /// The spinner and where it lies: `None` for the pose, else (arm, index on the arm).
    spinner: Option<(Tile, Option<(usize, usize)>)>,
    played: TileSet,
}

impl Table {
    /// An empty table for a game with these mechanics.
    pub fn new(mech: &Mechanics) -> Table {
        Table {
            kind: mech.layout,
            join: mech.join,
            pose: None,
            arms: Default::default(),
            spinner: None,
            played: TileSet::EMPTY,
        }
    }

    /// Every tile on the table.
    pub fn played(&self) -> TileSet {
        self.played
    }

    /// Puts the first tile down.
    pub fn pose(&mut self, tile: Tile) {
        assert!(self.pose.is_none(), "posed twice");
        self.pose = Some(tile);
        self.played.insert(tile);
        if self.kind == LayoutKind::Spinner && tile.is_double() {
            self.spinner = Some((tile, None));
        }
    }

    /// Puts `tile` on end `e` leaving `open` showing.
    pub fn place(&mut self, e: End, tile: Tile, open: u8) {
        let arm = e.index();
        self.arms[arm].push((tile, open));
        self.played.insert(tile);
        if self.kind == LayoutKind::Spinner && self.spinner.is_none() && tile.is_double() {
            self.spinner = Some((tile, Some((arm, self.arms[arm].len() - 1))));
        }
    }

    /// Whether end `e` takes tiles now.
    pub fn is_open(&self, e: End) -> bool {
        if self.pose.is_none() {
            return false;
        }
        match (self.kind, e.index()) {
            (LayoutKind::Arms, _) => true,
            (_, 0) | (_, 1) => true,
            (LayoutKind::Line, _) => false,
            (LayoutKind::Spinner, _) => match self.spinner {
                None => false,
                // A posed spinner: a tile on each of its long sides.
                Some((_, None)) => !self.arms[0].is_empty() && !self.arms[1].is_empty(),
                // A spinner played on an arm: one side touches the line, the other needs
                // a tile beyond it.
                Some((_, Some((arm, at)))) => self.arms[arm].len() > at + 1,
            },
        }
    }

    /// The open ends in index order.
    pub fn open_ends(&self) -> Vec<End> {
        (0..4).map(End::new).filter(|&e| self.is_open(e)).collect()
    }

    /// The number showing at an open end.
    pub fn number(&self, e: End) -> u8 {
        let arm = &self.arms[e.index()];
        if let Some(&(_, open)) = arm.last() {
            return open;
        }
        let pose = self.pose.expect("an open end needs a pose");
        match (self.kind, e.index()) {
            (LayoutKind::Spinner, 2) | (LayoutKind::Spinner, 3) => {
                self.spinner.expect("short sides need a spinner").0.high()
            }
            (_, 0) => pose.low(),
            _ => pose.high(),
        }
    }

    /// What end `e` adds to an All Fives count: nothing for a spinner side with no tile
    /// yet; both halves when it finishes on a double lying crosswise.
    fn end_count(&self, e: End) -> u32 {
        let arm = &self.arms[e.index()];
        let tile = match arm.last() {
            Some(&(tile, _)) => tile,
            None if e.index() >= 2 => return 0,
            None => self.pose.expect("posed"),
        };
        let n = u32::from(self.number(e));
        if tile.is_double() {
            2 * n
        } else {
            n
        }
    }

    /// The All Fives count of the open ends: a lone posed double counts its pips once.
    pub fn fives_total(&self) -> u32 {
        let Some(pose) = self.pose else { return 0 };
        if self.arms.iter().all(Vec::is_empty) {
            return u32::from(pose.low()) + u32::from(pose.high());
        }
        self.open_ends().iter().map(|&e| self.end_count(e)).sum()
    }

    /// Every tile-on-end play for `hand`, from the rule texts.
    pub fn plays(&self, hand: TileSet) -> Vec<Move> {
        let mut out = Vec::new();
        let ends = self.open_ends();
        // French: the four sides of the pose are covered before anything else.
        let uncovered: Vec<End> = ends
            .iter()
            .copied()
            .filter(|e| self.kind == LayoutKind::Arms && self.arms[e.index()].is_empty())
            .collect();
        for &e in &ends {
            if !uncovered.is_empty() && !uncovered.contains(&e) {
                continue;
            }
            let n = self.number(e);
            for tile in hand.iter() {
                match self.join {
                    Join::Match => {
                        if !(tile.low() == n || tile.high() == n) {
                            continue;
                        }
                        // French: a number whose double is still out takes only it.
                        let double = Tile::new(n, n);
                        if self.kind == LayoutKind::Arms
                            && !self.played.contains(double)
                            && tile != double
                        {
                            continue;
                        }
                        let open = if tile.low() == n {
                            tile.high()
                        } else {
                            tile.low()
                        };
                        out.push(Move::Play { tile, end: e, open });
                    }
                    Join::SumTo(target) => {
                        if matador(tile, target) {
                            out.push(Move::Play {
                                tile,
                                end: e,
                                open: tile.low(),
                            });
                            if !tile.is_double() {
                                out.push(Move::Play {
                                    tile,
                                    end: e,
                                    open: tile.high(),
                                });
                            }
                        } else if u32::from(tile.low()) + u32::from(n) == u32::from(target) {
                            out.push(Move::Play {
                                tile,
                                end: e,
                                open: tile.high(),
                            });
                        } else if u32::from(tile.high()) + u32::from(n) == u32::from(target) {
                            out.push(Move::Play {
                                tile,
                                end: e,
                                open: tile.low(),
                            });
                        }
                    }
                }
            }
        }
        out
    }
}

/// Every move a player could try: each tile of the hand on each end with each open
/// number, posing each tile of the hand, each seat as poser, draw, pass, claim, muggins.
pub fn candidates(r: &Hand) -> Vec<Move> {
    let top = r.mechanics().set.top();
    let hand = r.hand(r.turn());
    let mut out = vec![Move::Draw, Move::Pass, Move::Claim, Move::Muggins];
    for s in 0..r.mechanics().players {
        out.push(Move::Poser(Seat::new(s)));
    }
    for tile in hand.iter() {
        out.push(Move::Pose(tile));
        for e in 0..4 {
            for open in 0..=top {
                out.push(Move::Play {
                    tile,
                    end: End::new(e),
                    open,
                });
            }
        }
    }
    out
}

/// Whether drawing is a legal move given the plays a player has (from the rule texts).
pub fn may_draw(mech: &Mechanics, boneyard: usize, plays: usize) -> bool {
    boneyard > 0
        && match mech.draw {
            DrawRule::Never => false,
            DrawRule::WhenStuck => plays == 0,
            DrawRule::Anytime => true,
        }
}
