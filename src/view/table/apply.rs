//! Applying a move to the table: the match moves on, and the log, the live region, the
//! seats' marks and the score sheet say what happened.

use super::{LogLine, Picked, SeatMark, SheetRow, TableState, POSE_MEANS, SAID_LINES};
use crate::ai::engine::SeatSecrets;
use crate::rules::{Move, Seat, Signal};
use crate::view::screen::signal_short;

impl TableState {
    /// Plays your move `mv` with `signal`; returns whether it was legal.
    pub(super) fn play_as_yours(&mut self, mv: Move, signal: Option<Signal>) -> bool {
        let said = std::mem::take(&mut self.said);
        let played = self.apply(mv, signal);
        if !played {
            self.said = said;
        }
        played
    }

    /// Plays a move for the seat to move, writes it in the log and the live region, and
    /// scores the hand when it ends. Returns whether the move was legal.
    pub(super) fn apply(&mut self, mv: Move, signal: Option<Signal>) -> bool {
        let hand = self.game.hand();
        let seat = hand.turn();
        let mut text = hand.describe(mv);
        let real_pass = hand.pending_claim().is_none_or(|p| p.missed);
        let before = hand.hand(seat);
        let earned_before = hand.earned(seat);
        let penalties_before = hand.penalties(seat);
        let mut notation = hand.notation(mv);
        let played = match (signal, mv) {
            (Some(s), Move::Play { .. }) if self.game.signals_allowed() => {
                self.game.play_with_signal(mv, s)
            }
            _ => self.game.play(mv),
        };
        if played.is_err() {
            return false;
        }
        if let (Some(s), Move::Play { .. }) = (signal, mv) {
            if self.game.signals_allowed() {
                notation.push_str(&format!(" signal {}", s.id()));
            }
        }
        if let Some(lines) = self.transcript.last_mut() {
            if seat == super::YOU && self.legal.len() > 1 {
                self.decisions.push(lines.len());
            }
            lines.push(notation);
        }
        if mv == Move::Draw {
            let drawn = self.game.hand().hand(seat) - before;
            let secrets = &mut self.secrets[seat.index()];
            secrets.draws.extend(drawn.iter());
        }
        if let (Some(s), Move::Play { open, .. }) = (signal, mv) {
            if self.game.signals_allowed() {
                text.push_str(&format!(" and signals {}", signal_short(s, open)));
            }
        }
        if matches!(mv, Move::Play { .. } | Move::Pose(_)) {
            let hand = self.game.hand();
            let scored = hand.earned(seat) - earned_before;
            match hand.pending_claim() {
                Some(p) if p.seat == seat && !p.missed => {
                    text.push_str(&format!(", making {} points to claim", p.points));
                }
                _ if scored > 0 => text.push_str(&format!(", scoring {scored}")),
                _ => {}
            }
        }
        let gained = self.game.hand().earned(seat).saturating_sub(earned_before);
        let penalties = self
            .game
            .hand()
            .penalties(seat)
            .saturating_sub(penalties_before);
        let penalized = penalties > 0;
        if let (Move::Pass, true, Some(each)) = (mv, penalized, self.game.variant().pass_penalty())
        {
            text.push_str(&format!(": +{} penalty", i32::from(penalties) * each));
        }
        self.marks[seat.index()] = match (mv, self.marks[seat.index()]) {
            (Move::Pass, _) if real_pass && penalized => SeatMark::PassPenalty,
            (Move::Pass, _) if real_pass => SeatMark::Passed,
            (Move::Draw, SeatMark::Drew(n)) => SeatMark::Drew(n.saturating_add(1)),
            (Move::Draw, _) => SeatMark::Drew(1),
            (Move::Pose(t) | Move::Play { tile: t, .. }, _) => SeatMark::Played(t, gained),
            // Claiming what your play made: the points go with that play.
            (Move::Claim, SeatMark::Played(t, p)) => SeatMark::Played(t, p + gained),
            // A claim, a declined claim, muggins, choosing who poses: the seat's last
            // action at the table stays what it was.
            (_, mark) => mark,
        };
        // Draws in a row make one line with their count ("East drew 3 tiles from the
        // boneyard"): it takes the place of the line of the draws before it, in the log
        // and, when it was the last thing said, in the live region.
        let mut replaces = None;
        if let (Move::Draw, SeatMark::Drew(n @ 2..)) = (mv, self.marks[seat.index()]) {
            let who = seat.name(self.game.variant().players());
            let drew = |k: u8| match k {
                1 => text.clone(),
                _ => format!("{who} drew {k} tiles from the boneyard"),
            };
            replaces = Some(drew(n - 1));
            text = drew(n);
        }
        let said = match mv {
            // The word said where a new player first meets it, once: here unless the
            // hand's first line said it, your turn to pose or to choose who poses.
            Move::Pose(_)
                if self.hand_no == 1
                    && seat != super::YOU
                    && self.log.iter().all(|l| l.seat != super::YOU) =>
            {
                format!("{text}. {POSE_MEANS}")
            }
            _ => format!("{text}."),
        };
        match self.said.last_mut() {
            Some(last) if replaces.as_ref().is_some_and(|r| *last == format!("{r}.")) => {
                *last = said;
            }
            _ => self.said.push(said),
        }
        match self.log.last_mut() {
            Some(last) if last.seat == seat && replaces.as_ref() == Some(&last.text) => {
                last.text = text;
            }
            _ => self.log.push(LogLine { seat, text }),
        }
        self.picked = Picked::Nothing;
        self.signal = None;
        self.refresh();
        if self.game.hand_finished() {
            self.record_hand();
        } else if self.your_turn() {
            self.said.push(self.prompt());
        }
        if self.said.len() > SAID_LINES {
            let extra = self.said.len() - SAID_LINES;
            self.said.drain(..extra);
        }
        true
    }

    /// Writes the finished hand on the score sheet and announces how it ended.
    fn record_hand(&mut self) {
        let variant = self.game.variant();
        let sides = usize::from(variant.sides());
        let Some(result) = self.game.results().last() else {
            return;
        };
        let state = self.game.state();
        let games = (variant.options().games() > 1).then(|| state.games[..sides].to_vec());
        let last = self.sheet.last();
        let before = |i: usize| last.map_or(0, |row| row.scores[i]);
        let games_before = |i: usize| last.and_then(|row| row.games.as_ref()).map_or(0, |g| g[i]);
        let reset: Vec<bool> = (0..sides)
            .map(|i| state.scores[i] == 0 && before(i) + result.points[i] != 0)
            .collect();
        let points = (0..sides)
            .map(|i| {
                if reset[i] {
                    result.points[i]
                } else {
                    state.scores[i] - before(i)
                }
            })
            .collect();
        let won_game = (0..sides)
            .map(|i| reset[i] && games.as_ref().is_some_and(|g| g[i] > games_before(i)))
            .collect();
        self.sheet.push(SheetRow {
            hand: self.hand_no,
            winner: result.winner.map(|s| variant.side_name(s)),
            points,
            scores: state.scores[..sides].to_vec(),
            reset,
            games,
            won_game,
        });
        let mut summary = result.notes.join(" ");
        if !state.notes.is_empty() {
            summary.push(' ');
            summary.push_str(&state.notes.join(" "));
        }
        self.said
            .push(format!("Hand {} is over. {summary}", self.hand_no));
    }

    /// Notes each seat's tiles as the hand is dealt.
    pub(super) fn deal_secrets(&mut self) {
        let hand = self.game.hand();
        self.pose = hand.pose_rule();
        for (i, secrets) in self.secrets.iter_mut().enumerate() {
            *secrets = SeatSecrets {
                dealt: hand.hand(Seat::new(i as u8)),
                draws: Vec::new(),
            };
        }
    }

    /// Works out what may be played now.
    pub(super) fn refresh(&mut self) {
        self.legal = if self.game.hand_finished() {
            Vec::new()
        } else {
            self.game.hand().legal_moves().to_vec()
        };
    }
}
