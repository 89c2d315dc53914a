import { startApp } from '@nuri/shell';
import { App } from './App';
import { APP_MESSAGES } from './i18n/messages';
import './styles.css';

// Served at Vite's base ('/').
startApp({ App, messages: APP_MESSAGES, base: import.meta.env.BASE_URL });
