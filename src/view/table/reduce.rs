//! What the person does at the table and how the table answers: picking a tile, an end or
//! a number to leave open, the moves that are not tiles, the next hand.

use super::{end_of, tile_of, ComputerMove, Picked, SeatMark, TableState};
use crate::rules::family::Fives;
use crate::rules::{End, LayoutKind, Move, Signal, Tile};

/// Something done at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableAction {
    /// Pick one of your tiles: played at once when it goes in exactly one way, otherwise
    /// the ends (or numbers to leave open) it can go on are offered. Picking the picked
    /// tile again puts it back.
    Tile(Tile),
    /// Put the picked tile on this end.
    End(End),
    /// Put this tile on this end at once, whether picked or not (a tile dragged to an
    /// end on the table); a Matador wild tile then asks which number to leave open.
    Place(Tile, End),
    /// Leave this number open with the picked tile (a Matador wild tile).
    Open(u8),
    /// Put the picked tile back; while you look at the finished table, go back to the
    /// hand's result.
    Cancel,
    /// Hide the hand-end summary to look at the table as the hand ended (moves stay
    /// impossible).
    SeeTable,
    /// Show the hand-end summary again after looking at the table.
    BackToResult,
    /// The hand-end summary leaves for another view of the finished hand (its replay):
    /// back from it, the summary shows at once, no tile landing then.
    Looked,
    /// A move that is not a tile: draw, pass, claim, muggins, or who poses. A draw goes
    /// on drawing while drawing is your only move (until a tile fits or the boneyard is
    /// empty).
    Move(Move),
    /// The signal to give with your next play (Haitian), or none.
    Signal(Option<Signal>),
    /// A computer player's move (see [`TableState::computer_move`]).
    Computer(ComputerMove),
    /// The coach's move for you (see [`TableState::hint_answer`]), to be shown as
    /// a hint.
    Hint(ComputerMove),
    /// Take back your last decision in the hand and the moves after it (see
    /// [`TableState::undo_point`]).
    Undo,
    /// Deal the next hand after the hand-end summary.
    NextHand,
    /// Start a new match of the same game from this seed.
    NewMatch(u64),
}

impl TableState {
    /// The state after `action`. Actions that make no sense now (a tile that cannot be
    /// played, a move out of turn, a computer move for a position already left) leave
    /// the state as it was.
    pub fn reduce(&self, action: TableAction) -> TableState {
        let mut next = self.clone();
        match action {
            TableAction::Tile(tile) => next.pick_tile(tile),
            TableAction::End(end) => next.pick_end(end),
            TableAction::Place(tile, end) => next.place(tile, end),
            TableAction::Open(open) => {
                if let Picked::TileOn(tile, end) = self.picked {
                    let mv = Move::Play { tile, end, open };
                    if self.your_turn() && self.legal.contains(&mv) {
                        next.play_yours(mv);
                    }
                }
            }
            TableAction::Cancel if self.looking => next.looking = false,
            TableAction::Cancel => next.picked = Picked::Nothing,
            TableAction::SeeTable => {
                next.looking = self.game.hand_finished();
                next.looked = next.looking;
            }
            TableAction::BackToResult => next.looking = false,
            TableAction::Looked => next.looked = self.game.hand_finished(),
            TableAction::Move(mv) => {
                let tile_move = matches!(mv, Move::Play { .. } | Move::Pose(_));
                if self.your_turn() && !tile_move && self.legal.contains(&mv) {
                    next.play_yours(mv);
                    // One Draw draws until a tile fits or the boneyard is empty, as a
                    // player at a table does: each draw is still its own move.
                    while mv == Move::Draw && next.your_turn() && next.legal == [Move::Draw] {
                        next.play_yours(Move::Draw);
                    }
                }
            }
            TableAction::Signal(signal) => {
                if self.game.signals_allowed() {
                    next.signal = signal;
                }
            }
            TableAction::Hint(h) => next.show_hint(h),
            TableAction::Computer(c) => {
                let fresh = c.hand == self.hand_no
                    && c.ply == self.game.moves().len()
                    && self.computer_to_move().is_some()
                    && self.legal.contains(&c.mv);
                if fresh {
                    next.apply(c.mv, c.signal);
                }
            }
            TableAction::Undo => return self.undo(),
            TableAction::NextHand => {
                if self.game.hand_finished() && !self.game.is_over() {
                    next.game.next_hand();
                    next.hand_no += 1;
                    next.hinted = None;
                    next.looking = false;
                    next.looked = false;
                    next.log.clear();
                    next.decisions.clear();
                    next.marks = [SeatMark::Nothing; 4];
                    next.picked = Picked::Nothing;
                    next.signal = None;
                    next.transcript.push(Vec::new());
                    next.deal_secrets();
                    next.refresh();
                    next.said = vec![format!(
                        "Hand {}. {}{}",
                        next.hand_no,
                        next.prompt(),
                        next.pose_reason()
                    )];
                }
            }
            TableAction::NewMatch(seed) => {
                return TableState::new(self.game.variant().clone(), self.levels, seed);
            }
        }
        next
    }

    /// Picks `tile`: plays it when it goes in one way only.
    fn pick_tile(&mut self, tile: Tile) {
        if !self.your_turn() {
            return;
        }
        if self.picked_tile() == Some(tile) {
            self.picked = Picked::Nothing;
            return;
        }
        let moves = self.without_twin_ends(self.moves_with(tile));
        match moves.as_slice() {
            [] => {}
            [only] => self.play_yours(*only),
            _ => {
                let first_end = end_of(moves[0]);
                self.picked = if moves.iter().all(|m| end_of(*m) == first_end) {
                    match first_end {
                        Some(end) => Picked::TileOn(tile, end),
                        None => Picked::Nothing,
                    }
                } else {
                    Picked::Tile(tile)
                };
            }
        }
    }

    /// `moves` (one tile's) without those on twin ends: when every end the tile fits
    /// shows the same number and either each is still bare and of the same kind (only a
    /// posed double on the table, or the French arms before their first tiles, or a
    /// spinner's two bare sides), or the table is a plain line (no spinner, no arms) and
    /// each end already has a tile on it, alike crosswise or not, each end gives the same
    /// position but for where the tile lies, so only the first end's moves are kept and
    /// nobody is asked which end ("A 2 end, B 2 end" asked for nothing). A bare line end
    /// and a bare spinner side are not twins, nor a bare end and a covered one: All Fives
    /// counts a side only once a tile lies on it, a double across an end twice, and a
    /// tile beyond the spinner opens its sides. Where the ends are not counted (every
    /// family but All Fives), an end on a double and a plain end of one number are twins
    /// too (a playtest was asked "A 1 end, B 1 end" in Chiva, one of them a 1-1).
    pub(super) fn without_twin_ends(&self, moves: Vec<Move>) -> Vec<Move> {
        let hand = self.game.hand();
        let layout = hand.layout();
        let counted = hand.mechanics().fives != Fives::Off;
        let ends = || moves.iter().filter_map(|m| end_of(*m));
        let Some(first) = ends().min() else {
            return moves;
        };
        let arms = layout.kind() == LayoutKind::Arms;
        let bare = |e: End| layout.arm_len(e) == 0;
        let twin = |e: End| {
            layout.end_number(e) == layout.end_number(first)
                && if bare(first) {
                    bare(e) && (arms || (e.index() < 2) == (first.index() < 2))
                } else {
                    layout.kind() == LayoutKind::Line
                        && !bare(e)
                        && (!counted || layout.ends_on_double(e) == layout.ends_on_double(first))
                }
        };
        if ends().all(|e| e == first) || !ends().all(twin) {
            return moves;
        }
        moves
            .into_iter()
            .filter(|m| end_of(*m) == Some(first))
            .collect()
    }

    /// Puts the picked tile on `end`: played when it leaves only one number open there.
    fn pick_end(&mut self, end: End) {
        let Picked::Tile(tile) = self.picked else {
            return;
        };
        let moves: Vec<Move> = self
            .moves_with(tile)
            .into_iter()
            .filter(|m| end_of(*m) == Some(end))
            .collect();
        match moves.as_slice() {
            [] => {}
            [only] => self.play_yours(*only),
            _ => self.picked = Picked::TileOn(tile, end),
        }
    }

    /// Puts `tile` on `end` whatever is picked: played when it goes there in one way,
    /// else picked on that end for the number it leaves open.
    fn place(&mut self, tile: Tile, end: End) {
        let moves: Vec<Move> = self
            .moves_with(tile)
            .into_iter()
            .filter(|m| end_of(*m) == Some(end))
            .collect();
        match moves.as_slice() {
            [] => {}
            [only] => self.play_yours(*only),
            _ => self.picked = Picked::TileOn(tile, end),
        }
    }

    /// Plays a move of yours: the live region starts afresh with it.
    fn play_yours(&mut self, mv: Move) {
        let signal = match mv {
            Move::Play { .. } => self.signal,
            _ => None,
        };
        self.play_as_yours(mv, signal);
    }

    /// The ends the table asks between once `tile` is picked, in end order: those of
    /// its moves, twin ends left out (one shows for them all). The end buttons and the
    /// hint's end letter are both made from it.
    pub(crate) fn end_choices(&self, tile: Tile) -> Vec<End> {
        let moves = self.without_twin_ends(self.moves_with(tile));
        End::ALL
            .into_iter()
            .filter(|&e| moves.iter().any(|m| end_of(*m) == Some(e)))
            .collect()
    }

    /// Your tile moves with `tile`, in the engine's order.
    pub(super) fn moves_with(&self, tile: Tile) -> Vec<Move> {
        if !self.your_turn() {
            return Vec::new();
        }
        self.legal
            .iter()
            .copied()
            .filter(|m| tile_of(*m) == Some(tile))
            .collect()
    }
}

impl TableState {
    /// The action the browser tests take at every step, in the order they look at the
    /// page: the hand-end dialog's "Next hand", a computer's move, then your choices of
    /// poser, Claim, Muggins, the first end button, the first open button, the lowest
    /// playable tile (low number, then high), Draw, Pass (`firstChoice` in tests/browser/harness.mjs). Native
    /// tests and `dominoes browser-seeds` play matches with it, so the browser tests'
    /// numbers of hands are known before the browser plays them. `None` once the match
    /// is over.
    pub fn first_choice(&self) -> Option<TableAction> {
        if self.game().hand_finished() {
            return (!self.game().is_over()).then_some(TableAction::NextHand);
        }
        if !self.your_turn() {
            return self.computer_move().map(TableAction::Computer);
        }
        let c = self.controls();
        if let Some(p) = c.posers.first() {
            return Some(TableAction::Move(Move::Poser(p.value)));
        }
        if c.claim.is_some() {
            return Some(TableAction::Move(Move::Claim));
        }
        if c.muggins.is_some() {
            return Some(TableAction::Move(Move::Muggins));
        }
        if let Some(e) = c.ends.first() {
            return Some(TableAction::End(e.value));
        }
        if let Some(o) = c.opens.first() {
            return Some(TableAction::Open(o.value));
        }
        // The lowest playable tile (as the tiles stood before the rack kept their places).
        let lowest = self
            .hand()
            .into_iter()
            .filter(|h| h.playable)
            .min_by_key(|h| (h.tile.low(), h.tile.high()));
        if let Some(h) = lowest {
            return Some(TableAction::Tile(h.tile));
        }
        if c.draw == Some(true) {
            return Some(TableAction::Move(Move::Draw));
        }
        if c.pass {
            return Some(TableAction::Move(Move::Pass));
        }
        None
    }
}
