//! The score sheet: each finished hand's points per side and the running score.

use crate::view::screen::ScoreSheet;
use yew::prelude::*;

/// Properties of [`ScoreSheetView`].
#[derive(Properties, PartialEq)]
pub struct ScoreSheetProps {
    /// The sheet.
    pub sheet: ScoreSheet,
    /// The match's recap in the match-over dialog: folded under a summary line, so the
    /// dialog stays short and no heading's id is taken twice (the menu has the sheet too).
    #[prop_or_default]
    pub recap: bool,
}

/// A table: one row per hand (who won, each side's score after it and the hand's points,
/// or "reset" when it sent the score back to 0), and the score now in the footer.
#[function_component(ScoreSheetView)]
pub fn score_sheet_view(props: &ScoreSheetProps) -> Html {
    let s = &props.sheet;
    let table = html! {
            <div class="sheet-scroll" tabindex="0" role="region" aria-label="Scores by hand">
                <table>
                    <thead>
                        <tr>
                            <th scope="col">{ "Hand" }</th>
                            { for s.sides.iter().enumerate().map(|(i, name)| html! {
                                <th scope="col" class={format!("side-{i}")}>{ name.clone() }</th>
                            }) }
                        </tr>
                    </thead>
                    <tbody>
                        { for s.rows.iter().map(|row| html! {
                            <tr>
                                <th scope="row">
                                    { row.hand.to_string() }
                                    if row.winner.is_none() {
                                        <span class="tie">{ " (tie)" }</span>
                                    }
                                </th>
                                // The hand's winner marked (a tick before the total).
                                { for row.scores.iter().enumerate().map(|(i, total)| html! {
                                    <td class={s.won(row, i).then_some("won")}>
                                        <span class="total">{ total.to_string() }</span>
                                        <span class="points">{ row.change(i) }</span>
                                    </td>
                                }) }
                            </tr>
                        }) }
                        if let Some(running) = &s.running {
                            <tr class="running">
                                <th scope="row">{ "This hand" }</th>
                                { for running.iter().map(|p| html! {
                                    <td><span class="points">{ format!("+{p}") }</span></td>
                                }) }
                            </tr>
                        }
                    </tbody>
                    <tfoot>
                        <tr>
                            <th scope="row">{ "Score" }</th>
                            { for s.running_totals().iter().map(|t| html! { <td>{ t.to_string() }</td> }) }
                        </tr>
                        if let Some(games) = &s.games {
                            <tr>
                                <th scope="row">{ "Games" }</th>
                                { for games.iter().map(|g| html! { <td>{ g.to_string() }</td> }) }
                            </tr>
                        }
                    </tfoot>
                </table>
            </div>
    };
    if props.recap {
        let hands = s.rows.len();
        return html! {
            <details class="panel score-sheet recap">
                <summary>{ format!("The match hand by hand ({hands} hand{})", if hands == 1 { "" } else { "s" }) }</summary>
                { table }
            </details>
        };
    }
    html! {
        <section class="panel score-sheet" aria-labelledby="sheet-title">
            <h2 id="sheet-title">{ "Score sheet" }</h2>
            <p class="goal">{ s.goal.clone() }</p>
            if let Some(help) = &s.help {
                <p class="goal">{ help.clone() }</p>
            }
            { table }
        </section>
    }
}
