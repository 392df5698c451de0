// The rules of the game the Simulator trades in (issue 21), for the panels that a game may switch
// off (options, advanced orders): null in the personal portfolio. GameFrame provides them; this file
// stays tiny so the Simulator reads them without loading the game frame's code up front.
import { createContext, useContext } from 'react';
import type { CompetitionRules } from '../../../core/competitions/rules';

export const GameRulesContext = createContext<CompetitionRules | null>(null);

export const useGameRules = () => useContext(GameRulesContext);

export const OPTIONS_OFF = 'Options are off in this game: its rules do not allow options trading.';
export const ADVANCED_OFF =
  'Advanced orders are off in this game: its rules do not allow stop-loss, trailing stops, brackets, OCO or OTO orders.';
