export { Component } from '@/routes/not-built-yet';
