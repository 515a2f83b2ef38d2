/**
 * {@link SavedTravelerPicker} loaded on first render (it uses react-aria's Select, which stays out of the frame's first
 * script; this feature's index is imported by the root layout). Render it inside a Suspense boundary.
 */
import { lazy } from 'react';

/** The lazily loaded "Fill in a saved traveler" select (props: SavedTravelerPickerProps). */
export const SavedTravelerPicker = lazy(() => import('./travelers-picker.tsx').then((module) => ({ default: module.SavedTravelerPicker })));
